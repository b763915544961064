import ICAL from 'ical.js';
import { simpleParser } from 'mailparser';
import { expect } from 'vitest';
import type { ReceivedMail } from './mail.js';

/** One event of a calendar file, as a calendar app reads it (parsed by ical.js). */
export interface ParsedEvent {
  uid: string;
  sequence: number;
  summary: string;
  start: Date;
  end: Date;
  status: string | null;
  /** LOCATION and URL as read (null when absent). */
  location: string | null;
  url: string | null;
  /** DTSTART and DTEND exactly as written (e.g. `DTSTART:20260608T130000Z`). */
  rawStart: string;
  rawEnd: string;
}

/** A calendar file parsed with ical.js: its METHOD and events. A malformed file throws. */
export interface ParsedCalendar {
  method: string | null;
  events: ParsedEvent[];
}

/** Parses iCalendar text as calendar apps would (ical.js), checking the envelope RFC 5545 requires. */
export function parseCalendar(text: string): ParsedCalendar {
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.name).toBe('vcalendar');
  expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
  expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy();
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    expect(component.getFirstPropertyValue('dtstamp')).toBeTruthy();
    return {
      uid: event.uid,
      sequence: event.sequence,
      summary: event.summary,
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
      status: (component.getFirstPropertyValue('status') as string | null) ?? null,
      location: (component.getFirstPropertyValue('location') as string | null) ?? null,
      url: (component.getFirstPropertyValue('url') as string | null) ?? null,
      rawStart: component.getFirstProperty('dtstart')!.toICALString(),
      rawEnd: component.getFirstProperty('dtend')!.toICALString(),
    };
  });
  return { method: (calendar.getFirstPropertyValue('method') as string | null) ?? null, events };
}

/** A received e-mail read as a mail client would (mailparser): its text and its `.ics` attachment, parsed. */
export async function readCalendarMail(
  mail: ReceivedMail,
): Promise<{ text: string; calendar: ParsedCalendar; contentType: string; filename: string }> {
  const parsed = await simpleParser(mail.raw);
  const attachment = parsed.attachments.find((part) => part.contentType === 'text/calendar' && part.filename);
  expect(attachment, 'a text/calendar attachment').toBeDefined();
  return {
    text: parsed.text ?? '',
    calendar: parseCalendar(attachment!.content.toString('utf8')),
    contentType: attachment!.contentType,
    filename: attachment!.filename!,
  };
}
