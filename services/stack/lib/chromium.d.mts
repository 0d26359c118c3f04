export declare const chromiumLaunchOptions: Readonly<{ executablePath: string; args: readonly string[] }>;
