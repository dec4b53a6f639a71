"""The formulas' two renderings (rules.py writes each formula once, as a plain function): `Sql`
builds the SQL of the upper bound SQLite computes per object, `Py` compiles the exact score into one
flat Python function. docs/how-it-decides.md says why the bound and the score cannot drift apart."""

from __future__ import annotations


class Expr:
    """A formula's input as source text: arithmetic on it builds the formula's source. `Sql` is
    evaluated by SQLite (the upper bound, per object); `Py` is compiled once into a flat Python
    function (the exact score, run for every object scored, without a call per helper)."""

    __slots__ = ("text", "integer")

    def __init__(self, text: str, integer: bool = False):
        self.text = text
        self.integer = integer  # an integer column: dividing it must not truncate

    def __str__(self) -> str:
        return self.text

    def _op(self, op: str, other, swap: bool = False) -> "Expr":
        left, right = (other, self) if swap else (self, other)
        return type(self)(f"({source(left, type(self))} {op} {source(right, type(self))})")

    def __add__(self, other): return self._op("+", other)
    def __radd__(self, other): return self._op("+", other, True)
    def __sub__(self, other): return self._op("-", other)
    def __rsub__(self, other): return self._op("-", other, True)
    def __mul__(self, other): return self._op("*", other)
    def __rmul__(self, other): return self._op("*", other, True)
    def __truediv__(self, other): return self._divide(self, other)
    def __rtruediv__(self, other): return self._divide(other, self)
    def __gt__(self, other): return self._op(">", other)
    def __ge__(self, other): return self._op(">=", other)
    def __and__(self, other): return self._op("and", other)


class Sql(Expr):
    TRUE, FALSE = "1", "0"

    @classmethod
    def _divide(cls, part, whole):
        if getattr(part, "integer", False):  # never SQLite's integer division
            return cls(f"(1.0 * {sql(part)} / {sql(whole)})")
        return cls(f"({sql(part)} / {sql(whole)})")

    @classmethod
    def choose(cls, condition, then, otherwise):
        return cls(f"(case when {sql(condition)} then {sql(then)} else {sql(otherwise)} end)")


class Py(Expr):
    TRUE, FALSE = "True", "False"

    @classmethod
    def _divide(cls, part, whole):
        return cls(f"({source(part, Py)} / {source(whole, Py)})")

    @classmethod
    def choose(cls, condition, then, otherwise):
        return cls(f"({source(then, Py)} if {source(condition, Py)} else {source(otherwise, Py)})")

    def __round__(self, digits):
        return Py(f"round({self.text}, {digits})")


def source(value, dialect: type[Expr]) -> str:
    if isinstance(value, Expr):
        return value.text
    if isinstance(value, bool):
        return dialect.TRUE if value else dialect.FALSE
    return repr(float(value))


def sql(value) -> str:
    return source(value, Sql)


def _dialect(values) -> type[Expr] | None:
    for value in values:
        if isinstance(value, Expr):
            return type(value)
    return None


def least(*values):
    dialect = _dialect(values)
    return dialect(f"min({', '.join(source(v, dialect) for v in values)})") if dialect else min(values)


def greatest(*values):
    dialect = _dialect(values)
    return dialect(f"max({', '.join(source(v, dialect) for v in values)})") if dialect else max(values)


def when(condition, then, otherwise):
    """`then` if the condition holds, else `otherwise` (on numbers both are evaluated: keep them safe)."""
    dialect = _dialect((condition, then, otherwise))
    return dialect.choose(condition, then, otherwise) if dialect else (then if condition else otherwise)


def ratio(part, whole, empty):
    """part / whole, or `empty` when there is no whole."""
    dialect = _dialect((part, whole))
    return dialect.choose(whole > 0, part / whole, empty) if dialect else (part / whole if whole > 0 else empty)


def compiled(formula, arguments: str):
    """`formula` as one flat Python function of `arguments` (space-separated names): the same
    operations in the same order as written, without a function call per helper."""
    names = arguments.split()
    body = formula(*(Py(name) for name in names))
    namespace: dict = {}
    exec(f"def {formula.__name__}({', '.join(names)}):\n    return {source(body, Py)}\n", {}, namespace)
    return namespace[formula.__name__]
