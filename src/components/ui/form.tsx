// The site's one adapter for react-hook-form (shadcn style): features build forms from these parts
// and never import react-hook-form or the zod resolver themselves. Each field wires its label,
// control, description and message together: id, aria-invalid and aria-describedby.
import { Slot } from '@radix-ui/react-slot';
import * as React from 'react';
import {
  Controller,
  type ControllerProps,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  FormProvider,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
  useForm,
  useFormContext,
  useFormState,
  useWatch,
} from 'react-hook-form';
import type * as z from 'zod';
import { cn } from '@/lib/cn';

export type { FieldErrors, UseFormReturn };
export { useWatch };

/**
 * useForm validated by a zod schema that loads on demand: `loadSchema` (a dynamic import) starts
 * once the form has mounted, and the first validation waits for it if it has not arrived yet. zod
 * and the resolver stay out of the page's first script: the form hydrates and takes input without
 * them. Values are typed as the schema's input, submit as its output.
 */
export function useZodForm<TSchema extends z.ZodType<unknown, FieldValues>>(
  loadSchema: () => Promise<TSchema>,
  options: Omit<UseFormProps<z.input<TSchema>, unknown, z.output<TSchema>>, 'resolver'> = {},
): UseFormReturn<z.input<TSchema>, unknown, z.output<TSchema>> {
  const [lazy] = React.useState(() => lazyZodResolver(loadSchema));
  React.useEffect(() => {
    // After the commit that made the form live, not during it: the page is ready first.
    const t = window.setTimeout(lazy.preload, 0);
    return () => window.clearTimeout(t);
  }, [lazy]);
  return useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    ...options,
    // The resolver's generics cannot follow a generic schema; the types above are the real contract.
    resolver: lazy.resolve as never,
  });
}

/** A resolver that loads the schema and @hookform/resolvers' zod adapter on first use (once). */
function lazyZodResolver<TSchema extends z.ZodType<unknown, FieldValues>>(
  loadSchema: () => Promise<TSchema>,
) {
  let loading: Promise<Resolver<FieldValues>> | undefined;
  const load = () => {
    loading ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema as never) as unknown as Resolver<FieldValues>,
    );
    // A failed load (the network) is tried again at the next validation.
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };
  const resolve: Resolver<FieldValues> = async (values, context, options) =>
    (await load())(values, context, options);
  return { resolve, preload: () => void load().catch(() => undefined) };
}

export const Form = FormProvider;

type FieldContextValue = { name: string };
const FormFieldContext = React.createContext<FieldContextValue | null>(null);

type ItemContextValue = { id: string; hasDescription: boolean };
const FormItemContext = React.createContext<ItemContextValue | null>(null);

export function FormField<TValues extends FieldValues, TName extends FieldPath<TValues>, TOutput>(
  props: ControllerProps<TValues, TName, TOutput>,
) {
  const value = React.useMemo(() => ({ name: props.name }), [props.name]);
  return (
    <FormFieldContext.Provider value={value}>
      <Controller {...props} />
    </FormFieldContext.Provider>
  );
}

export function useFormField() {
  const field = React.useContext(FormFieldContext);
  const item = React.useContext(FormItemContext);
  if (!field || !item) throw new Error('useFormField must be used inside <FormField> and <FormItem>');
  const { getFieldState } = useFormContext();
  const formState = useFormState({ name: field.name });
  const state = getFieldState(field.name, formState);
  return {
    name: field.name,
    formItemId: `${item.id}-control`,
    formDescriptionId: `${item.id}-description`,
    formMessageId: `${item.id}-message`,
    hasDescription: item.hasDescription,
    ...state,
  };
}

/**
 * One field: label, control, description and message. `described` says that it has a
 * <FormDescription>, so the control names it in aria-describedby from the first render (the
 * prerendered markup included) instead of after a second one.
 */
export function FormItem({
  className,
  described = false,
  ...props
}: React.ComponentProps<'div'> & { described?: boolean }) {
  const id = React.useId();
  const value = React.useMemo(() => ({ id, hasDescription: described }), [id, described]);
  return (
    <FormItemContext.Provider value={value}>
      <div data-slot="form-item" className={cn('grid min-w-0 content-start gap-2', className)} {...props} />
    </FormItemContext.Provider>
  );
}

export function FormLabel({
  className,
  required,
  children,
  ...props
}: React.ComponentProps<'label'> & {
  /** Shows the required mark; the control itself says so with aria-required. */
  required?: boolean;
}) {
  const { formItemId, error } = useFormField();
  return (
    <label
      data-slot="form-label"
      data-error={error ? '' : undefined}
      htmlFor={formItemId}
      className={cn('text-sm font-medium text-foreground', className)}
      {...props}
    >
      {children}
      {required ? (
        <span aria-hidden="true" className="ml-0.5 text-danger">
          *
        </span>
      ) : null}
    </label>
  );
}

export function FormControl(props: React.ComponentProps<typeof Slot>) {
  const { formItemId, formDescriptionId, formMessageId, hasDescription, error } = useFormField();
  const describedBy = [hasDescription && formDescriptionId, error && formMessageId].filter(Boolean).join(' ');
  return (
    <Slot
      data-slot="form-control"
      id={formItemId}
      aria-describedby={describedBy || undefined}
      aria-invalid={error ? true : undefined}
      {...props}
    />
  );
}

export function FormDescription({ className, ...props }: React.ComponentProps<'p'>) {
  const { formDescriptionId, hasDescription } = useFormField();
  if (!hasDescription) throw new Error('A <FormDescription> needs <FormItem described>');
  return (
    <p
      data-slot="form-description"
      id={formDescriptionId}
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}

/**
 * The field's message. Rendered (hidden) while there is none, so a page filled in by the server
 * (the contact form's native POST) has a place for it, and the markup does not change shape when
 * a message appears. `data-message-for` names the field it speaks for.
 */
export function FormMessage({ className, ...props }: React.ComponentProps<'p'>) {
  const { error, formMessageId, name } = useFormField();
  const body = error?.message ? String(error.message) : props.children;
  return (
    <p
      data-slot="form-message"
      data-message-for={name}
      id={formMessageId}
      hidden={!body}
      className={cn('text-sm font-medium text-danger', className)}
      {...props}
    >
      {body || null}
    </p>
  );
}
