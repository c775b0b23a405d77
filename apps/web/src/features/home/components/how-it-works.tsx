import stepUpload from '#web/assets/step-upload.webp';
import stepStyle from '#web/assets/step-style.webp';
import stepPrint from '#web/assets/step-print.webp';

const STEPS = [
  {
    image: stepUpload,
    alt: 'A phone photo of a motorcycle being uploaded',
    title: 'Upload a bike photo',
    text: 'Snap your bike side-on in good light and upload it. Any phone photo works; our checklist shows what gives the best result.',
  },
  {
    image: stepStyle,
    alt: 'The same motorcycle in Retro, Cartoon, Anime and Cyberpunk styles',
    title: 'Choose a style',
    text: 'Retro, Cartoon, Anime or Cyberpunk. Our artists create your render and review every detail, usually within about an hour.',
  },
  {
    image: stepPrint,
    alt: 'A canvas print of a stylised motorcycle hanging on a wall',
    title: 'Get a custom print',
    text: 'Download it instantly in every aspect ratio, or order a gallery-wrapped canvas delivered to your door.',
  },
];

export function HowItWorks() {
  return (
    <section aria-labelledby="how-it-works" className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
      <h2 id="how-it-works" className="text-center font-display text-3xl font-bold tracking-wide sm:text-4xl">
        How it works
      </h2>
      <ol className="mt-12 grid gap-6 md:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step.title} className="overflow-hidden rounded-2xl border border-line bg-panel">
            <img
              src={step.image}
              alt={step.alt}
              width={800}
              height={600}
              loading="lazy"
              draggable={false}
              className="aspect-[4/3] w-full object-cover"
            />
            <div className="p-6">
              <p className="text-sm font-semibold text-accent">Step {index + 1}</p>
              <h3 className="mt-1 font-display text-2xl font-semibold">{step.title}</h3>
              <p className="mt-3 leading-relaxed text-stone-300">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
