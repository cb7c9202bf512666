export declare const FIRST_TAPS: '__cmFirstTaps';
export declare const FIRST_TAPS_SCRIPT: string;
