"""Sources: reading a schema into records — DDL files (sqlglot, with recovery for what it cannot
parse), SQLite files, SQL comments, coded values in comments (legends), and what kind of value a
column holds. Imports only words/ (docs/architecture.md)."""
