"""What a question asks of its rows — counts, totals, averages, groups, orders — and the words it names them by
(docs/one-box.md, "Questions")."""
