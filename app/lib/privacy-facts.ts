/**
 * What this installation keeps, how long, and who processes it for it (services/privacy-facts.server
 * reads it from the code's constants and the configuration; the privacy page shows it).
 */
export type PrivacyFacts = {
  keep: {
    sessionDays: number;
    tokenDays: number;
    resetHours: number;
    verifyHours: number;
    emailChangeHours: number;
    undoDays: number;
    exportDays: number;
    uploadDays: number;
  };
  processors: {
    payments: boolean;
    ai: boolean;
    /** The host of the S3-compatible store, or null: the files are on this server. */
    storage: string | null;
    /** The host of the SMTP server, or null: no mail leaves the server (they are written to its log). */
    mail: string | null;
  };
};
