/// <reference types="altcha/types/react" />
