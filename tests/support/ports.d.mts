export declare const E2E_PORT: number;
export declare const E2E_DISABLED_PORT: number;
export declare const E2E_CMS_DOWN_PORT: number;
export declare const E2E_REMOTE_DOWN_PORT: number;
export declare const E2E_CMS_PORT: number;
export declare const DISABLED_REMOTE: string;
export declare const E2E_MAIL_OUTBOX: string;
export declare const E2E_RELEASES_DIR: string;
