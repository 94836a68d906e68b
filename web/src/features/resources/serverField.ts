/**
 * The form field a server error names (`request.name` → `name`). Apart from the form kit
 * (formValues.ts), so that screens reading it do not load react-hook-form with the list.
 */
export const serverField = (field: string | null | undefined): string => (field ?? '').replace(/^request\./, '');
