/** The tasks feature's public API: other features import it only from here (nothing yet; times are kit/format's). */
export {};
