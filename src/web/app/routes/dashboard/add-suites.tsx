import { LockKeyhole } from 'lucide-react';
import { BED_TYPES, RATING, SUITE_CAPACITY } from '#shared/constants.ts';
import { Button } from '#web/components/ui/button.tsx';
import { DashboardHeading } from '#web/components/ui/dashboard-heading.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';

function range(min: number, max: number) {
  return Array.from({ length: max - min + 1 }, (_, index) => min + index);
}

const textFields = [
  { id: 'suite-name', label: 'Name', type: 'text' },
  { id: 'suite-price', label: 'Price', type: 'number' },
  { id: 'suite-square', label: 'Square', type: 'number' },
  { id: 'suite-address', label: 'Address', type: 'text' },
];

/**
 * The Add Suite form, shown disabled until suite management arrives: the layout tells a
 * manager what will be asked.
 */
export default function AddSuitesRoute() {
  useDocumentTitle();
  return (
    <>
      <DashboardHeading title="Add Suites">
        <p>Add a new suite with its photo, bed, capacity and nightly price.</p>
      </DashboardHeading>
      <p className="mt-8 flex items-start gap-3 border-l-2 border-brass bg-ivory-deep px-5 py-4 text-sm text-ink">
        <LockKeyhole aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brass-dark" />
        Adding suites is not switched on yet: the form below shows what it will ask.
      </p>
      <form aria-label="Add a suite" className="mt-8 border border-rule bg-ivory p-6 sm:p-8">
        <fieldset disabled className="grid gap-6 md:grid-cols-2">
          <legend className="sr-only">Suite details (not switched on yet)</legend>
          {textFields.map((field) => (
            <FormField key={field.id} id={field.id} label={field.label}>
              {() => <input id={field.id} type={field.type} className="field-input" />}
            </FormField>
          ))}
          <FormField id="suite-description" label="Description" className="md:col-span-2">
            {() => <textarea id="suite-description" rows={4} className="field-input" />}
          </FormField>
          <FormField id="suite-photo" label="Photo">
            {() => <input id="suite-photo" type="file" accept="image/*" className="field-input" />}
          </FormField>
          <FormField id="suite-bed" label="Bed">
            {() => (
              <select id="suite-bed" className="field-input">
                {BED_TYPES.map((bed) => (
                  <option key={bed}>{bed}</option>
                ))}
              </select>
            )}
          </FormField>
          <FormField id="suite-guest" label="Guest">
            {() => (
              <select
                id="suite-guest"
                className="field-input"
                defaultValue={SUITE_CAPACITY.default}
              >
                {range(SUITE_CAPACITY.min, SUITE_CAPACITY.max).map((count) => (
                  <option key={count} value={count}>
                    {count} Guest
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField id="suite-rating" label="Ratting">
            {() => (
              <select id="suite-rating" className="field-input" defaultValue={RATING.default}>
                {range(RATING.min, RATING.max).map((value) => (
                  <option key={value} value={value}>
                    {value}/{RATING.max}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <div className="md:col-span-2">
            <Button type="submit">Add Suite</Button>
          </div>
        </fieldset>
      </form>
    </>
  );
}
