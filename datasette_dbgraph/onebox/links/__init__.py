"""A sentence that filters one table by another it is linked to (docs/one-box.md, "Conditions across a
link"): which words may be about a linked table (`clauses`), the verbs said of its rows (`verbs`), and
reading them there (`linked`)."""
