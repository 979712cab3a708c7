import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor give up after 1 s by default. On a busy 2-core CI a page whose loader reads
// three mocked calls can take longer than that to render; waiting longer never hides a page that
// does not render (it fails the same, only later).
configure({ asyncUtilTimeout: 4000 });

afterEach(() => cleanup());
