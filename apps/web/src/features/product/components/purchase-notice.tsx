import { useId } from 'react';
import { Link } from 'react-router';
import { PURCHASE_MESSAGES, type PurchaseRefusal } from '@store/shared/purchase-rules';
import { buttonClasses } from '#web/components/button.tsx';
import { loginWithReturnTo, routes } from '#web/config/paths.ts';

/** Why this viewer is not offered the render: a visitor may be its owner and log in; another customer can start their own. */
export function PurchaseNotice({ refusal, renderId }: { refusal: PurchaseRefusal; renderId: string }) {
  const headingId = useId();
  const signIn = refusal === 'sign-in';
  return (
    <section
      aria-labelledby={headingId}
      data-testid="purchase-notice"
      className="flex flex-col gap-3 rounded-2xl border border-accent/40 bg-accent/10 p-5 sm:p-6"
    >
      <h2 id={headingId} className="font-display text-2xl font-medium tracking-wide">
        {signIn ? 'Is this your render?' : 'Not for sale here'}
      </h2>
      <p className="text-sm leading-6 text-stone-200">{signIn ? PURCHASE_MESSAGES.signIn : PURCHASE_MESSAGES.notOwner}</p>
      {signIn ? (
        <Link to={loginWithReturnTo(routes.product.href({ renderId }))} className={buttonClasses('primary', 'self-start')}>
          Log in to buy
        </Link>
      ) : (
        <>
          <p className="text-sm leading-6 text-stone-300">Want your own bike as art? Upload a photo and pick a style.</p>
          <Link to={routes.upload.href()} className={buttonClasses('primary', 'self-start')}>
            Start your own render
          </Link>
        </>
      )}
    </section>
  );
}
