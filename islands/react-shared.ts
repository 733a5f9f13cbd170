// An entry of its own so that React lands in one shared chunk every island imports, never in an island's file.
export { createElement, useEffect, useMemo, useRef, useState } from 'react';
export { hydrateRoot } from 'react-dom/client';
