// Form modules (one folder per form) are added here by later issues.
export {};
