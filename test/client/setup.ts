import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Lazy routes compile on first use under ts-jest, and CI machines are busy: give findBy/waitFor room.
configure({ asyncUtilTimeout: 10000 });
