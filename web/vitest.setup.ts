import { configure } from '@testing-library/react';

// Pages are code-split: under a loaded CI machine a lazy chunk can take longer than the library's
// default one-second wait for findBy/waitFor.
configure({ asyncUtilTimeout: 5_000 });
