import { useState, type FormEvent } from 'react';
import { DISCOUNT_MESSAGES, discountCodeInputSchema, type DiscountKind } from '@store/shared/discounts';
import { centsFromDollars } from '@store/shared/refunds';
import { Button } from '#web/components/button.tsx';
import { TextField } from '#web/components/form-field.tsx';
import { StatusMessage } from '#web/components/status-message.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useCreateDiscountCode } from '../api/discounts.ts';

type Fields = { code: string; kind: DiscountKind; value: string; expiresOn: string; usageLimit: string; oncePerCustomer: boolean };
const EMPTY: Fields = { code: '', kind: 'percent', value: '', expiresOn: '', usageLimit: '', oncePerCustomer: false };

/** The form's words as the API's input: percent as typed, an amount from dollars, the expiry at the end of the chosen local day. */
function toInput(fields: Fields) {
  const value =
    fields.kind === 'percent' ? (/^\d+$/.test(fields.value.trim()) ? Number(fields.value) : NaN) : centsFromDollars(fields.value);
  return {
    code: fields.code,
    kind: fields.kind,
    value: value ?? NaN,
    expiresAt: fields.expiresOn ? new Date(`${fields.expiresOn}T23:59:59`).toISOString() : null,
    usageLimit: fields.usageLimit.trim() === '' ? null : /^\d+$/.test(fields.usageLimit.trim()) ? Number(fields.usageLimit) : 0,
    oncePerCustomer: fields.oncePerCustomer,
  };
}

function problemsOf(fields: Fields): Record<string, string> {
  const parsed = discountCodeInputSchema.safeParse(toInput(fields));
  const problems: Record<string, string> = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = String(issue.path[0] ?? 'code');
    problems[field] ??=
      field === 'value' ? (fields.kind === 'percent' ? DISCOUNT_MESSAGES.percentRange : DISCOUNT_MESSAGES.amountRange) : issue.message;
  }
  if (fields.expiresOn && new Date(`${fields.expiresOn}T23:59:59`).getTime() <= Date.now())
    problems.expiresAt ??= DISCOUNT_MESSAGES.expiryPast;
  return problems;
}

/** Staff make a code: checked here by the shared rules, and again by the server. */
export function CreateDiscountForm() {
  const create = useCreateDiscountCode();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [created, setCreated] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const change = (change: Partial<Fields>) => setFields((current) => ({ ...current, ...change }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setCreated(null);
    setFailure(null);
    const found = problemsOf(fields);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    try {
      const code = await create.mutateAsync(discountCodeInputSchema.parse(toInput(fields)));
      setCreated(`Code ${code.code} created.`);
      setFields(EMPTY);
    } catch (caught) {
      if (caught instanceof ApiError && Object.keys(caught.fields).length > 0) setProblems(caught.fields);
      else
        setFailure(caught instanceof ApiError && caught.status < 500 ? caught.message : 'The code could not be created. Please try again.');
    }
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="New discount code"
      className="flex flex-col gap-4 rounded-2xl border border-line bg-panel p-5"
    >
      <h2 className="font-display text-xl font-semibold">New code</h2>
      <DiscountCodeFields fields={fields} problems={problems} onChange={change} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Creating...' : 'Create code'}
        </Button>
      </div>
      {created && <StatusMessage tone="success">{created}</StatusMessage>}
      {failure && <StatusMessage tone="error">{failure}</StatusMessage>}
    </form>
  );
}

/** The code's fields: its text, percent or amount off, the value, an expiry, a usage limit, once per customer. */
function DiscountCodeFields({
  fields,
  problems,
  onChange,
}: {
  fields: Fields;
  problems: Record<string, string>;
  onChange: (change: Partial<Fields>) => void;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Code"
        value={fields.code}
        onChange={(event) => onChange({ code: event.target.value })}
        placeholder="SPRING-10"
        autoComplete="off"
        maxLength={40}
        error={problems.code}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor="discount-kind" className="text-sm font-medium text-stone-200">
          Type
        </label>
        <select
          id="discount-kind"
          value={fields.kind}
          onChange={(event) => onChange({ kind: event.target.value as DiscountKind })}
          className="w-full rounded-lg border border-stone-700 bg-stone-900 px-3.5 py-2.5 text-stone-100 focus:border-accent focus:outline-none"
        >
          <option value="percent">Percent off</option>
          <option value="amount">Amount off</option>
        </select>
      </div>
      <TextField
        label={fields.kind === 'percent' ? 'Percent (1-100)' : 'Amount in dollars'}
        value={fields.value}
        onChange={(event) => onChange({ value: event.target.value })}
        inputMode="decimal"
        placeholder={fields.kind === 'percent' ? '10' : '5.00'}
        error={problems.value}
      />
      <TextField
        label="Expires after (optional)"
        type="date"
        value={fields.expiresOn}
        onChange={(event) => onChange({ expiresOn: event.target.value })}
        error={problems.expiresAt}
      />
      <TextField
        label="Usage limit (optional)"
        value={fields.usageLimit}
        onChange={(event) => onChange({ usageLimit: event.target.value })}
        inputMode="numeric"
        placeholder="No limit"
        error={problems.usageLimit}
      />
      <label className="flex items-center gap-2 self-end pb-2.5 text-sm text-stone-200">
        <input
          type="checkbox"
          checked={fields.oncePerCustomer}
          onChange={(event) => onChange({ oncePerCustomer: event.target.checked })}
          className="size-4 accent-amber-500"
        />
        Once per customer
      </label>
    </div>
  );
}
