import { Opaque } from '@/components/layout/opaque';
import { CustomerMark } from '@/components/proof/customer-mark';
import { customers as allCustomers, type Customer, logoRow } from '@/content/customers';

/**
 * The customers' marks in one quiet row under the hero, as a list the content fills: a new customer
 * is a new entry there. Static (Opaque, decision 036): nothing in it for React to do.
 */
export function LogoRow({ customers = allCustomers }: { customers?: readonly Customer[] }) {
  return (
    <Opaque as="section" aria-label={logoRow.label} className="border-y border-border/70 py-10 sm:py-12">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <p className="text-center text-sm font-medium text-muted-foreground">{logoRow.lead}</p>
        <ul className="mx-auto mt-7 grid max-w-5xl grid-cols-2 place-items-center gap-x-6 gap-y-7 text-muted-foreground sm:grid-cols-3 lg:flex lg:justify-between">
          {customers.map((c) => (
            <li key={c.id}>
              <CustomerMark customer={c} />
            </li>
          ))}
        </ul>
      </div>
    </Opaque>
  );
}
