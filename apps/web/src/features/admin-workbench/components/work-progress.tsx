/** A bar for work whose length is unknown (a draft being painted, crops being made), with what is happening in words. */
export function WorkProgress({ label, text }: { label: string; text: string }) {
  return (
    <div className="flex flex-col gap-1.5">
      <div role="progressbar" aria-label={label} aria-valuetext={text} className="h-1.5 w-full overflow-hidden rounded-full bg-stone-800">
        <div className="h-full w-1/3 rounded-full bg-accent motion-safe:animate-[work_1.4s_ease-in-out_infinite]" />
      </div>
      <p className="text-sm text-stone-300">{text}</p>
    </div>
  );
}
