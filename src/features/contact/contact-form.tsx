import {
  CONTACT_FIELDS,
  type ContactFieldName,
  type ContactFormField,
  type ContactFormInput,
  type ContactForm as ContactFormValues,
  companySizeOptions,
  contactFormSchema,
  contactRequestHeaders,
  emptyContactForm,
  HONEYPOT_FIELD,
  newIdempotencyKey,
  purposeOptions,
  timeframeOptions,
  toPayload,
} from '@shared/contracts/contact';
import { codePointLength, normalizeText } from '@shared/text';
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
import { contactCopy } from '@/content/contact';
import { rendersPrerenderedMarkup } from '@/lib/hydration';
import { purposeFromQuery } from './purpose-from-query';
import { preloadContactClient, submitContact } from './submit-contact';
import { toastForResult } from './submit-result';

type ContactFormApi = UseFormReturn<ContactFormInput, unknown, ContactFormValues>;
type Fields = typeof CONTACT_FIELDS;
/** The one-line text fields of the table (the message has its own textarea below). */
type TextFieldName = Exclude<
  { [K in ContactFieldName]: Fields[K]['kind'] extends 'text' | 'email' ? K : never }[ContactFieldName],
  'message'
>;

const copy = contactCopy;
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
  // The prerendered form is empty; a hydrating render starts from it too and the query's purpose
  // applies right after (the effect below).
  const [prerendered] = React.useState(rendersPrerenderedMarkup);
  const form: ContactFormApi = useZodForm(contactFormSchema, {
    defaultValues: { ...emptyContactForm, purpose: prerendered ? '' : queryPurpose },
    shouldFocusError: false,
  });
  const formRef = React.useRef<HTMLFormElement>(null);
  // One idempotency key and one start time per form fill; both renew when a success resets the form.
  const fill = React.useRef({ key: '', startedAt: 0 });
  React.useEffect(() => {
    fill.current = { key: newIdempotencyKey(), startedAt: Date.now() };
  }, []);
  const [live, setLive] = React.useState(false);
  // Not urgent: React renders it in slices rather than in one task right after hydrating.
  React.useEffect(() => React.startTransition(() => setLive(true)), []);
  const sending = React.useRef(false);
  const [isSending, setIsSending] = React.useState(false);

  // A later link to this page with another ?purpose= (e.g. the header's 'Get Started') applies too.
  React.useEffect(() => {
    if (queryPurpose) form.setValue('purpose', queryPurpose, { shouldDirty: true });
  }, [queryPurpose, form]);

  const purpose = useWatch({ control: form.control, name: 'purpose' });
  const isDemo = purpose === 'demo';

  const onValid = async (values: ContactFormValues) => {
    setIsSending(true);
    try {
      const result = await submitContact(
        toPayload(values),
        contactRequestHeaders({ idempotencyKey: fill.current.key, startedAt: fill.current.startedAt }),
      );
      const toast = toastForResult(result, values.purpose);
      notify[toast.tone](toast.title, toast.description);
      if (result.kind === 'success') {
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
    void form.handleSubmit(onValid, (errors) => {
      sending.current = false;
      focusFirstInvalid(formRef.current, errors);
    })(event);
  };

  return (
    <Form {...form}>
      <form
        ref={formRef}
        noValidate
        aria-labelledby={titleId}
        onSubmit={onSubmit}
        onFocusCapture={preloadContactClient}
        className="relative mt-8 grid gap-6"
      >
        <div className="grid gap-6 sm:grid-cols-2">
          <TextField form={form} name="name" />
          <TextField form={form} name="email" type="email" />
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
          <TextField form={form} name="company" required={isDemo} />
          <TextField form={form} name="phone" type="tel" />
        </div>

        {isDemo ? <DemoDetails form={form} /> : null}

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
                />
              </FormControl>
              <div className="flex items-start gap-4">
                <FormMessage />
                <MessageCount form={form} />
              </div>
            </FormItem>
          )}
        />

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

        <noscript>
          <p className="rounded-xl border border-border bg-muted/60 px-4 py-3 text-sm text-foreground">
            {copy.form.needsJavaScript}
          </p>
        </noscript>
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
            // Off until the app runs: without JavaScript the form cannot validate or send.
            disabled={!live}
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
                {isDemo ? copy.submit.demo : copy.submit.default}
                <Send className="size-4" aria-hidden="true" />
              </>
            )}
          </Button>
        </div>
      </form>
    </Form>
  );
}

/** A one-line field of the table; `required` marks an optional one as required for now (demo). */
function TextField({
  form,
  name,
  type = 'text',
  required: requiredNow = false,
}: {
  form: ContactFormApi;
  name: TextFieldName;
  type?: 'text' | 'email' | 'tel';
  required?: boolean;
}) {
  const text: { label: string; placeholder: string; autoComplete?: string; required: boolean } = f[name];
  const required = text.required || requiredNow;
  return (
    <FormField
      control={form.control}
      name={name}
      shouldUnregister={name === 'currentTools'}
      render={({ field }) => (
        <FormItem>
          <FormLabel required={required}>{text.label}</FormLabel>
          <FormControl>
            <Input
              {...field}
              value={field.value ?? ''}
              type={type}
              placeholder={text.placeholder}
              autoComplete={text.autoComplete}
              aria-required={required || undefined}
              inputMode={type === 'email' ? 'email' : type === 'tel' ? 'tel' : undefined}
            />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/** Shown only for demo requests. Its fields unregister when hidden, so they are never sent unseen. */
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
      shouldUnregister
      // The cross rule's message sits on company size: re-check it when the timeframe changes.
      rules={name === 'preferredTimeframe' ? { deps: ['companySize'] } : undefined}
      render={({ field }) => (
        <FormItem>
          <FormLabel required>{f[name].label}</FormLabel>
          <FormControl>
            <Select
              {...field}
              value={field.value ?? ''}
              aria-required="true"
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

/** Characters used, counted like the server counts them (trimmed, NFC, code points). */
function MessageCount({ form }: { form: ContactFormApi }) {
  const message = useWatch({ control: form.control, name: 'message' });
  const used = codePointLength(normalizeText(message ?? ''));
  return (
    <FormDescription className="ml-auto shrink-0 text-xs tabular-nums">
      {`${used}/${f.message.max} `}
      <span className="sr-only">{copy.form.counterSuffix}</span>
    </FormDescription>
  );
}
