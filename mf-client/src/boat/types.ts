/** One part of the Boat that the student can open: what it is, a question to reflect on, and four smaller ones. */
export interface BoatElement {
  id: string;
  name: string;
  /** A few words shown on the element's button. */
  summary: string;
  description: string;
  reflection: string;
  subQuestions: readonly [string, string, string, string];
}

/** A group of elements inside a part of the Boat (the tiers of the sails). */
export interface BoatGroup {
  title?: string;
  intro?: string;
  elements: readonly BoatElement[];
}

/** A part of the Boat: the hull, the helm, the sails, the archipelago, the horizon, the winds and sea. */
export interface BoatPart {
  id: string;
  title: string;
  /** What the part stands for, in two or three words. */
  tagline: string;
  intro: string;
  groups: readonly BoatGroup[];
}
