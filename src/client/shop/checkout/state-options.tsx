import { INDIAN_STATES, INDIAN_UNION_TERRITORIES } from './indian-states';

/**
 * The options of every Indian state select (checkout, profile): a blank "Select state", the
 * `current` value when it is not on the list (kept so a saved address is not lost), then the
 * states and the union territories.
 */
export function StateOptions({ current }: { current?: string | null }) {
  const extraState = current && !INDIAN_STATES.includes(current) && !INDIAN_UNION_TERRITORIES.includes(current) ? current : null;
  return (
    <>
      <option value="">Select state</option>
      {extraState && <option value={extraState}>{extraState}</option>}
      <optgroup label="States">
        {INDIAN_STATES.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </optgroup>
      <optgroup label="Union Territories">
        {INDIAN_UNION_TERRITORIES.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </optgroup>
    </>
  );
}
