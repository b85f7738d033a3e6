/** An operator's "resolved" note: required, short enough for the timeline and the audit log. */
export const RESOLUTION_NOTE_MIN = 3;
export const RESOLUTION_NOTE_MAX = 500;
