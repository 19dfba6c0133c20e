/**
 * A button in a user's row: one line where there is room; on a phone it wraps within a narrow
 * column, so the table never grows past the screen (the name and email take the rest).
 */
export const ROW_ACTION_CLASSES = 'text-center max-sm:max-w-32 sm:whitespace-nowrap';
