"""What a question asks of its rows — counts, totals, averages, groups, orders (docs/one-box.md, "Questions")."""
