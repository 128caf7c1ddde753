import {
  CONTACT_FIELDS,
  type ContactFieldDef,
  type ContactFieldName,
  type ContactFormField,
  type ContactFormInput,
  type ContactForm as ContactFormValues,
  companySizeOptions,
  contactRequestHeaders,
  DEMO_FIELDS,
  DEMO_PURPOSE,
  emptyContactForm,
  HONEYPOT_FIELD,
  newIdempotencyKey,
  purposeOptions,
  timeframeOptions,
  toPayload,
  withoutHiddenDemoFields,
} from '@shared/contracts/contact';
import { CONTACT_SOURCE_FORM_FIELD, CONTACT_SOURCE_HEADER } from '@shared/contracts/contact-source';
import { countedLength } from '@shared/text';
import { Loader2, Send } from 'lucide-react';
import * as React from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import {
  type FieldErrors,
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  type UseFormReturn,
  useWatch,
  useZodForm,
} from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { notify } from '@/components/ui/toaster';
import {
  CONTACT_FORM_ACTION,
  CONTACT_FORM_ID,
  CONTACT_STATUS_ID,
  type ContactStatus,
  DEMO_PLACEHOLDER_ATTRIBUTE,
  DEMO_REQUIRED_ATTRIBUTE,
  FILL_FIELD,
  STATUS_TEXT_CLASS,
  STATUS_TITLE_CLASS,
} from '@/config/contact-form';
import { contactCopy } from '@/content/contact';
import { cn } from '@/lib/cn';
import { purposeFromQuery } from '@/lib/contact/purpose-from-query';
import { type SubmitResult, toastForResult } from '@/lib/contact/submit-result';
import { contactSourceFor } from '@/lib/first-touch';
import { useRendersPrerenderedMarkup } from '@/lib/hydration';
import { readServedForm } from './served-form';
import { preloadContactClient, submitContact } from './submit-contact';

type ContactFormApi = UseFormReturn<ContactFormInput, unknown, ContactFormValues>;
type Fields = typeof CONTACT_FIELDS;
/** The one-line text fields of the table (the message has its own textarea below). */
type TextFieldName = Exclude<
  { [K in ContactFieldName]: Fields[K]['kind'] extends 'text' | 'email' ? K : never }[ContactFieldName],
  'message'
>;

const copy = contactCopy;
/** The form's zod schema, loaded on demand (zod is not in the page's first script). */
const loadContactFormSchema = () =>
  import('@shared/contracts/contact-schema').then((m) => m.contactFormSchema);
// Labels, placeholders and limits come from the contract's field table: each field is defined once.
const f = CONTACT_FIELDS;

/** Focuses the first invalid field in the order a visitor reads the form (not registration order). */
function focusFirstInvalid(formEl: HTMLFormElement | null, errors: FieldErrors<ContactFormInput>) {
  if (!formEl) return;
  const invalid = Object.keys(errors)
    .map((name) => formEl.querySelector<HTMLElement>(`[name="${name}"]`))
    .filter((el): el is HTMLElement => el !== null)
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  invalid[0]?.focus();
}

export function ContactForm({ titleId }: { titleId: string }) {
  const [searchParams] = useSearchParams();
  const queryPurpose = purposeFromQuery(searchParams.get('purpose'));
  // Hydrating the served page: start from what it holds now — what the visitor typed or chose
  // before the app was ready, or what the origin filled in after a native POST (values, messages,
  // status) — so nothing is erased. A client-side visit starts empty, with the query's purpose.
  // An island: it hydrates after the rest of the app, so it asks its own markup, not the app.
  const hydrating = useRendersPrerenderedMarkup();
  const [served] = React.useState(() => (hydrating ? readServedForm() : null));
  const servedErrors = served && Object.keys(served.errors).length > 0 ? served.errors : undefined;
  const form: ContactFormApi = useZodForm(loadContactFormSchema, {
    defaultValues: served?.values ?? { ...emptyContactForm, purpose: queryPurpose },
    errors: servedErrors,
    // A page answered with messages was already submitted: re-check each field as it changes.
    ...(servedErrors ? { mode: 'onChange' as const } : {}),
    shouldFocusError: false,
  });
  const formRef = React.useRef<HTMLFormElement>(null);
  // What the origin answered a form sent without the app (decision 029); cleared by the next send.
  const [status, setStatus] = React.useState<ContactStatus | null>(served?.status ?? null);
  // One idempotency key and one start time per form fill; both renew when a success resets the form.
  // A served page was shown at navigation start: the visitor may have been filling it since.
  const fill = React.useRef({
    key: '',
    startedAt: served ? Math.round(performance.timeOrigin) : Date.now(),
  });
  React.useEffect(() => {
    fill.current.key = newIdempotencyKey();
  }, []);
  const sending = React.useRef(false);
  const [isSending, setIsSending] = React.useState(false);
  // What stays after a send (decision 064): what happens next, or another way to reach us.
  const [outcome, setOutcome] = React.useState<Outcome | null>(null);

  // A later link to this page with another ?purpose= (e.g. the header's 'Get Started') applies too.
  React.useEffect(() => {
    if (queryPurpose && form.getValues('purpose') !== queryPurpose)
      form.setValue('purpose', queryPurpose, { shouldDirty: true });
  }, [queryPurpose, form]);

  const purpose = useWatch({ control: form.control, name: 'purpose' });
  // Hydrating, what the form derives from its values (Company required and the message
  // placeholder from the purpose, the counter from the message) first renders as the page was
  // served, then from what the visitor may have typed or chosen before the form ran: React does
  // not correct what it hydrates, it only updates what changes afterwards.
  const [asServed, setAsServed] = React.useState(served !== null);
  React.useEffect(() => setAsServed(false), []);
  const isDemo = (asServed ? served?.servedPurpose : purpose) === 'demo';

  // Hydration is time-sliced: what the visitor types or chooses after the values were read above
  // and before React listens to the form reaches the DOM only. Once the form is live, take it
  // (after useWatch has subscribed, so what shows follows).
  React.useEffect(() => {
    if (!served) return;
    const now = readServedForm();
    if (!now) return;
    // What the visitor changed before the form ran: since the page was served (read while
    // rendering, before React touched the fields), and since that read.
    const changed = new Set(served.changed);
    for (const name of Object.keys(now.values) as (keyof ContactFormInput)[])
      if (now.values[name] !== served.values[name]) {
        form.setValue(name, now.values[name], { shouldDirty: true });
        changed.add(name);
      }
    // A page answered with messages re-checks each field as it changes: a changed field (the name
    // a message asked to fix, say) is checked now, or its message would stay.
    if (servedErrors && changed.size > 0) void form.trigger([...changed]);
  }, [served, servedErrors, form]);

  const onValid = async (raw: ContactFormValues) => {
    const values = withoutHiddenDemoFields(raw);
    setIsSending(true);
    setStatus(null);
    setOutcome(null);
    try {
      const headers = contactRequestHeaders({
        idempotencyKey: fill.current.key,
        startedAt: fill.current.startedAt,
      });
      // Beside the payload, never in it: the visit's first touch and the page the form is on.
      const source = contactSourceFor(window.location.pathname);
      if (source) headers[CONTACT_SOURCE_HEADER] = source;
      const result = await submitContact(toPayload(values), headers);
      const toast = toastForResult(result, values.purpose);
      notify[toast.tone](toast.title, toast.description);
      setOutcome(outcomeOf(result, values.purpose));
      if (result.kind === 'success') {
        // One message per outcome: the toast says it (the spec's texts). The status region is the
        // answer of a form sent without the app (the origin writes it); the app leaves it empty.
        form.reset({ ...emptyContactForm });
        fill.current = { key: newIdempotencyKey(), startedAt: Date.now() };
      }
    } finally {
      sending.current = false;
      setIsSending(false);
    }
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    // The button stays focusable while sending (aria-disabled), so Enter must not send twice.
    if (sending.current) {
      event.preventDefault();
      return;
    }
    sending.current = true;
    void form
      .handleSubmit(onValid, async (errors) => {
        const visible = withoutHiddenDemoErrors(errors, form.getValues('purpose'));
        if (Object.keys(visible).length === 0) {
          // Only hidden demo fields were wrong: they are not sent, so send without them.
          const schema = await loadContactFormSchema().catch(() => null);
          const parsed = schema?.safeParse(withoutHiddenDemoFields(form.getValues()));
          if (parsed?.success) {
            form.clearErrors([...DEMO_FIELDS]);
            await onValid(parsed.data);
            return;
          }
        }
        sending.current = false;
        focusFirstInvalid(formRef.current, visible);
      })(event)
      .catch(() => {
        // The validation code could not be loaded (the network): a failed send; the values stay.
        sending.current = false;
        const toast = toastForResult({ kind: 'unreachable' }, form.getValues('purpose'));
        notify[toast.tone](toast.title, toast.description);
        setOutcome('failed');
      });
  };

  return (
    <Form {...form}>
      {/* Without the app (not ready yet, or no JavaScript) the form POSTs to the origin, which
          validates, sends and answers with this page filled in (docs/decisions/029). */}
      <form
        ref={formRef}
        id={CONTACT_FORM_ID}
        method="post"
        action={CONTACT_FORM_ACTION}
        noValidate
        aria-labelledby={titleId}
        onSubmit={onSubmit}
        onFocusCapture={preloadContactClient}
        className="relative mt-8 grid gap-6"
      >
        {/* biome-ignore lint/a11y/useSemanticElements: block content (two paragraphs), which <output> may not hold. */}
        <div
          id={CONTACT_STATUS_ID}
          role="status"
          tabIndex={-1}
          data-tone={status?.tone}
          className="rounded-xl border-l-4 px-4 py-3 empty:hidden data-[tone=error]:border-danger data-[tone=error]:bg-danger/10 data-[tone=success]:border-success data-[tone=success]:bg-success/10"
        >
          {status ? (
            <>
              <p className={STATUS_TITLE_CLASS}>{status.title}</p>
              <p className={STATUS_TEXT_CLASS}>{status.description}</p>
            </>
          ) : null}
        </div>
        {/* Beside an error the origin wrote (a form sent without the app): another way to reach us. */}
        <FailureHelp className="hidden [[data-tone=error]+&]:block" />
        <input type="hidden" name={FILL_FIELD} defaultValue="" />
        {/* Where the visit came from, for a form sent natively (decision 049): the origin fills it
            from the request, the head script from the visit's first touch as the form is sent. */}
        <input type="hidden" name={CONTACT_SOURCE_FORM_FIELD} defaultValue="" />
        <div className="grid gap-6 sm:grid-cols-2">
          <TextField form={form} name="name" isDemo={isDemo} />
          <TextField form={form} name="email" type="email" isDemo={isDemo} />
        </div>

        <FormField
          control={form.control}
          name="purpose"
          render={({ field }) => (
            <FormItem>
              <FormLabel required>{f.purpose.label}</FormLabel>
              <FormControl>
                <Select
                  {...field}
                  aria-required="true"
                  placeholder={f.purpose.placeholder}
                  options={purposeOptions}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />

        <div className="grid gap-6 sm:grid-cols-2">
          <TextField form={form} name="company" isDemo={isDemo} />
          <TextField form={form} name="phone" type="tel" isDemo={isDemo} />
        </div>

        <DemoDetails form={form} />

        <FormField
          control={form.control}
          name="message"
          render={({ field }) => (
            <FormItem described>
              <FormLabel required>{f.message.label}</FormLabel>
              <FormControl>
                <Textarea
                  {...field}
                  aria-required="true"
                  rows={6}
                  placeholder={isDemo ? copy.form.demoMessagePlaceholder : f.message.placeholder}
                  // What the origin shows when it serves the page with demo chosen (?purpose=demo).
                  {...{ [DEMO_PLACEHOLDER_ATTRIBUTE]: copy.form.demoMessagePlaceholder }}
                />
              </FormControl>
              <div className="flex items-start gap-4">
                <FormMessage />
                <MessageCount form={form} served={asServed ? served?.servedMessage : undefined} />
              </div>
            </FormItem>
          )}
        />

        {outcome ? <OutcomePanel outcome={outcome} /> : null}

        {/* Honeypot: hidden from people and assistive tech; bots that fill every field give themselves away. */}
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -left-[10000px] top-0 size-px overflow-hidden"
        >
          <label htmlFor="contact-website">{copy.form.honeypotLabel}</label>
          <input
            id="contact-website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            {...form.register(HONEYPOT_FIELD)}
          />
        </div>

        <div className="flex flex-col-reverse gap-4 border-t border-border pt-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted-foreground">
            {copy.privacyNote.before}
            <Link
              to={copy.privacyNote.link.to}
              className="font-medium text-foreground underline decoration-border underline-offset-4 hover:decoration-accent"
            >
              {copy.privacyNote.link.label}
            </Link>
            {copy.privacyNote.after}
          </p>
          <Button
            type="submit"
            size="lg"
            aria-disabled={isSending || undefined}
            className="w-full aria-disabled:cursor-progress aria-disabled:opacity-70 sm:w-auto sm:min-w-44"
          >
            {isSending ? (
              <>
                <Loader2 className="size-4 animate-spin" aria-hidden="true" />
                {copy.submit.sending}
              </>
            ) : (
              <>
                {/* Both labels are in the page; the chosen purpose shows one (CSS, before any script). */}
                <span data-demo-only="">{copy.submit.demo}</span>
                <span data-demo-not="">{copy.submit.default}</span>
                <Send className="size-4" aria-hidden="true" />
              </>
            )}
          </Button>
        </div>
      </form>
    </Form>
  );
}

/** 'sent' with what was asked for, or 'failed' when the send did not go through (not a field error). */
type Outcome = { sent: 'demo' | 'other' } | 'failed';

function outcomeOf(result: SubmitResult, purpose: string): Outcome | null {
  if (result.kind === 'success') return { sent: purpose === 'demo' ? 'demo' : 'other' };
  // A 4xx with the server's own message is about what was typed (a field to fix), not the way in.
  const validation =
    result.kind === 'rejected' && result.status !== 429 && result.status < 500 && result.error;
  return validation ? null : 'failed';
}

/**
 * What stays in the form after a send, in view where the visitor sent from: the steps that follow
 * a success (the form has reset), or the team's address after a failed send. Not a live region:
 * the toast announces the outcome; this is there to read when the toast has gone.
 */
function OutcomePanel({ outcome }: { outcome: Outcome }) {
  const o = copy.outcome;
  if (outcome === 'failed') return <FailureHelp className="block" />;
  return (
    <section
      data-testid="contact-outcome"
      data-outcome="sent"
      aria-labelledby="contact-outcome-title"
      className="rounded-xl border-l-4 border-success bg-success/10 px-4 py-3"
    >
      <h3 id="contact-outcome-title" className="font-semibold text-foreground">
        {o.nextTitle}
      </h3>
      <ol className="mt-2 grid gap-1.5 text-sm text-muted-foreground">
        {o.nextSteps[outcome.sent].map((step, i) => (
          <li key={step} className="flex gap-2.5">
            <span className="font-semibold tabular-nums text-success-strong">{i + 1}.</span>
            <span>{step}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Another way to reach the team when a send failed: the sales address, as a mail link. */
function FailureHelp({ className }: { className: string }) {
  const o = copy.outcome;
  return (
    <div
      data-testid="contact-failure-help"
      data-outcome="failed"
      className={cn('rounded-xl border-l-4 border-danger bg-danger/10 px-4 py-3', className)}
    >
      <p className="font-semibold text-foreground">{o.failedTitle}</p>
      <p className="mt-1 text-sm text-muted-foreground">
        {o.failedBefore}
        <a
          href={`mailto:${o.failedEmail}`}
          className="font-medium text-foreground underline decoration-border underline-offset-4 hover:decoration-accent"
        >
          {o.failedEmail}
        </a>
        {o.failedAfter}
      </p>
    </div>
  );
}

/** Errors on the demo fields do not count while they are hidden (purpose is not demo). */
function withoutHiddenDemoErrors(
  errors: FieldErrors<ContactFormInput>,
  purpose: string | undefined,
): FieldErrors<ContactFormInput> {
  if (purpose === 'demo') return errors;
  const visible = { ...errors };
  for (const name of DEMO_FIELDS) delete visible[name];
  return visible;
}

/**
 * A one-line field of the table. One the table requires for demo requests (`requiredWhen`) is
 * required while demo is chosen (`isDemo`), and its label's mark shows then (CSS, before any script).
 */
function TextField({
  form,
  name,
  type = 'text',
  isDemo = false,
}: {
  form: ContactFormApi;
  name: TextFieldName;
  type?: 'text' | 'email' | 'tel';
  isDemo?: boolean;
}) {
  const text: ContactFieldDef = f[name];
  const demoRequired = text.requiredWhen?.purpose === DEMO_PURPOSE;
  const required = text.required || (demoRequired && isDemo);
  return (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel required={text.required}>
            {text.label}
            {demoRequired ? (
              <span aria-hidden="true" data-demo-only="" className="ml-0.5 text-danger">
                *
              </span>
            ) : null}
          </FormLabel>
          <FormControl>
            <Input
              {...field}
              value={field.value ?? ''}
              type={type}
              placeholder={text.placeholder}
              autoComplete={text.autoComplete}
              aria-required={required || undefined}
              {...(demoRequired ? { [DEMO_REQUIRED_ATTRIBUTE]: '' } : {})}
              inputMode={type === 'email' ? 'email' : type === 'tel' ? 'tel' : undefined}
            />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/** The field whose message a field's `requiredWhen` also sets (`alsoOn`), if any. */
const alsoOn = (name: ContactFieldName): string | undefined =>
  (CONTACT_FIELDS[name] as ContactFieldDef).requiredWhen?.alsoOn;

/**
 * Shown only for demo requests (CSS: data-demo-only). Always in the page, so it can show before
 * any script runs; while hidden its fields are neither validated nor sent.
 */
function DemoDetails({ form }: { form: ContactFormApi }) {
  // A readable id: the table of contents links to this heading while the block is shown.
  const titleId = 'demo-request-details';
  const choice = (
    name: Extract<ContactFormField, 'companySize' | 'preferredTimeframe'>,
    options: { value: string; label: string }[],
  ) => (
    <FormField
      control={form.control}
      name={name}
      // A rule's message that also sits on another field: re-check that one when this one changes.
      rules={alsoOn(name) ? { deps: [alsoOn(name) as ContactFormField] } : undefined}
      render={({ field }) => (
        <FormItem>
          <FormLabel required={(f[name] as ContactFieldDef).requiredWhen !== undefined}>
            {f[name].label}
          </FormLabel>
          <FormControl>
            <Select
              {...field}
              value={field.value ?? ''}
              aria-required={(f[name] as ContactFieldDef).requiredWhen !== undefined || undefined}
              placeholder={f[name].placeholder}
              options={options}
            />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
  return (
    <fieldset
      data-demo-only=""
      aria-labelledby={titleId}
      className="grid min-w-0 gap-5 rounded-2xl border border-border bg-accent-soft/50 p-5 sm:p-6 dark:bg-accent-soft/40"
    >
      <div>
        <h3 id={titleId} className="text-base font-semibold tracking-tight">
          {copy.form.demoTitle}
        </h3>
        <p className="mt-1 text-sm text-muted-foreground">{copy.form.demoIntro}</p>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {choice('companySize', companySizeOptions)}
        {choice('preferredTimeframe', timeframeOptions)}
      </div>
      <TextField form={form} name="currentTools" />
    </fieldset>
  );
}

/**
 * Characters used, counted like the server counts them (one kind of line break, trimmed, NFC, code
 * points; a value past the contract's bounds as it is): of `served`,
 * the message the page was served with, while the form hydrates; of what is typed after.
 */
function MessageCount({ form, served }: { form: ContactFormApi; served: string | undefined }) {
  const message = useWatch({ control: form.control, name: 'message' });
  const used = countedLength(served ?? message ?? '', f.message.max, f.message.multiline);
  return (
    <FormDescription className="ml-auto shrink-0 text-xs tabular-nums">
      {`${used}/${f.message.max} `}
      <span className="sr-only">{copy.form.counterSuffix}</span>
    </FormDescription>
  );
}
