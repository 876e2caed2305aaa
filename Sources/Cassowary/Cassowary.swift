// The Cassowary module: an incremental simplex solver with Auto Layout's strict priority levels.
// (Being written; see issue 3.)
