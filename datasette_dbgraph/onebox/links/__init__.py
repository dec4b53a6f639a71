"""A sentence that filters one table by another it is linked to (docs/one-box.md, "Conditions across a
link"): which words may be about a linked table (`clauses`), the verbs said of its rows (`verbs`), reading them
there (`linked`), and people counted per row of a table they belong to (`people`)."""
