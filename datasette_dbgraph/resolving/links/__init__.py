"""Conditions across a link (docs/conditions.md#conditions-across-a-link): the links of a table,
declared or inferred (`via`), keys that name a column of a linked table (`linked_where`), the
subquery a condition across a link becomes (`linked_sql`), and what the answer says of it
(`link_messages`)."""
