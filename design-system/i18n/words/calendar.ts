import type { WordList } from './types';

/** Words of the calendar, events and opening hours. Keys are prefixed by area so other word lists cannot clash. */
export const calendarWords = {
  da: {
    openingHoursClosed: 'Lukket',
    openingHoursOpenToday: 'Åbent i dag',
    openingHoursClosedToday: 'Lukket i dag',
    calendarToday: 'I dag',
    calendarTomorrow: 'I morgen',
    calendarNoEvents: 'Der er ingen begivenheder i perioden',
    calendarClosedDay: 'Museet er lukket denne dag',
    eventCancelled: 'Aflyst',
  },
  en: {
    openingHoursClosed: 'Closed',
    openingHoursOpenToday: 'Open today',
    openingHoursClosedToday: 'Closed today',
    calendarToday: 'Today',
    calendarTomorrow: 'Tomorrow',
    calendarNoEvents: 'There are no events in this period',
    calendarClosedDay: 'The museum is closed on this day',
    eventCancelled: 'Cancelled',
  },
  de: {
    openingHoursClosed: 'Geschlossen',
    openingHoursOpenToday: 'Heute geöffnet',
    openingHoursClosedToday: 'Heute geschlossen',
    calendarToday: 'Heute',
    calendarTomorrow: 'Morgen',
    calendarNoEvents: 'In diesem Zeitraum gibt es keine Veranstaltungen',
    calendarClosedDay: 'Das Museum ist an diesem Tag geschlossen',
    eventCancelled: 'Abgesagt',
  },
  sv: {
    openingHoursClosed: 'Stängt',
    openingHoursOpenToday: 'Öppet idag',
    openingHoursClosedToday: 'Stängt idag',
    calendarToday: 'Idag',
    calendarTomorrow: 'I morgon',
    calendarNoEvents: 'Det finns inga evenemang under perioden',
    calendarClosedDay: 'Museet är stängt denna dag',
    eventCancelled: 'Inställt',
  },
} satisfies WordList;
