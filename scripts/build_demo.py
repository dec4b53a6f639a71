#!/usr/bin/env python3
"""Build the demo database ``demo.db``: a Chinese e-commerce shop (优选商城) and its back office.

The DDL is ``demo/schema.sql``; the names, products, menus, coupons... come from the other files in
``demo/``. The data is drawn from ``random.Random(20261129)`` against fixed dates (the shop's
"now" is 2026-11-28 21:00), so two runs give the same ``sqlite3 .iterdump()`` output.

    python scripts/build_demo.py                 # writes demo.db at the repository root
    python scripts/build_demo.py --output x.db   # writes elsewhere

The file is written to a temporary file in the target folder and moved into place with
``os.replace``, so a reader never sees a half-built database. Standard library only.
"""

from __future__ import annotations

import argparse
import bisect
import csv
import os
import random
import sqlite3
import sys
import tempfile
from datetime import date, datetime, timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEMO_DIR = ROOT / "demo"
DEFAULT_OUTPUT = ROOT / "demo.db"
SEED = 20261129

SHOP_OPEN = datetime(2025, 1, 1, 9, 0, 0)  # first member registers, admin accounts exist
FIRST_ORDER = datetime(2025, 1, 10, 0, 0, 0)
NOW = datetime(2026, 11, 28, 21, 0, 0)  # the shop's "now": nothing happens after it

N_MEMBERS = 300
N_ORDERS_OLD = 850  # spread over FIRST_ORDER .. NOW - 12 days
N_ORDERS_RECENT = 44  # NOW - 12 days .. NOW - 30 minutes
N_ORDERS_PENDING = 6  # the last 30 minutes: still waiting for payment
N_CART_MEMBERS = 110
N_OPERATION_LOGS = 360
N_LOGIN_LOGS = 260

FREE_FREIGHT_AMOUNT = 99.0
DEFAULT_FREIGHT = 10.0
MOBILE_PREFIXES = (
    "130 131 132 133 135 136 137 138 139 150 151 152 153 155 156 157 158 159 "
    "166 173 177 180 181 182 183 185 186 187 188 189 199"
).split()
EMAIL_DOMAINS = ["qq.com", "163.com", "126.com", "gmail.com", "outlook.com", "sina.com"]
BROWSERS = ["Chrome 131", "Chrome 126", "Edge 131", "Firefox 133", "Safari 17"]
SYSTEMS = ["Windows 10", "Windows 11", "Mac OS X"]
ACTIONS = {  # last part of a permission string -> (操作类型, HTTP method)
    "list": ("查询", "GET"),
    "add": ("新增", "POST"),
    "edit": ("修改", "PUT"),
    "remove": ("删除", "DELETE"),
    "export": ("导出", "POST"),
    "resetPwd": ("重置密码", "PUT"),
    "publish": ("上下架", "PUT"),
    "audit": ("审核", "PUT"),
    "delivery": ("发货", "PUT"),
    "close": ("关闭", "PUT"),
    "status": ("修改状态", "PUT"),
    "history": ("查询", "GET"),
}


# ---------------------------------------------------------------------------------------- helpers


def load_csv(name: str) -> list[dict[str, str]]:
    with open(DEMO_DIR / name, encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


def load_lines(name: str) -> list[str]:
    with open(DEMO_DIR / name, encoding="utf-8") as f:
        return [s.strip() for s in f if s.strip() and not s.startswith("#")]


def ts(dt: datetime | None) -> str | None:
    return None if dt is None else dt.strftime("%Y-%m-%d %H:%M:%S")


def parse_ts(s: str) -> datetime:
    return datetime.strptime(s, "%Y-%m-%d %H:%M:%S")


def money(x: float) -> float:
    return round(x + 1e-9, 2)


def opt_float(s: str) -> float | None:
    return float(s) if s.strip() else None


class Gen:
    """All random draws go through one seeded generator, in a fixed order."""

    def __init__(self, seed: int):
        self.rng = random.Random(seed)
        self.tables: dict[str, list[dict]] = {}
        self.used: dict[str, set[str]] = {}

    def add(self, table: str, row: dict) -> dict:
        rows = self.tables.setdefault(table, [])
        row = {"id": len(rows) + 1, **row} if "id" not in row and table not in NO_ID else row
        rows.append(row)
        return row

    def between(self, a: datetime, b: datetime) -> datetime:
        span = int((b - a).total_seconds())
        return a + timedelta(seconds=self.rng.randrange(max(span, 1)))

    def moment(self, a: datetime, b: datetime, quiet: float = 0.8) -> datetime:
        """A time in [a, b), mostly in waking hours: one at 0:00-7:59 is redrawn with probability quiet."""
        while True:
            t = self.between(a, b)
            if t.hour >= 8 or self.rng.random() >= quiet:
                return t

    def after(self, t: datetime, lo: timedelta, hi: timedelta) -> datetime:
        return self.between(t + lo, t + hi)

    def unique(self, kind: str, make) -> str:
        seen = self.used.setdefault(kind, set())
        while True:
            value = make()
            if value not in seen:
                seen.add(value)
                return value

    def digits(self, n: int) -> str:
        return "".join(str(self.rng.randrange(10)) for _ in range(n))

    def mobile(self) -> str:
        return self.unique("mobile", lambda: self.rng.choice(MOBILE_PREFIXES) + self.digits(8))


NO_ID = {"admin_user_roles", "role_menus"}


# ----------------------------------------------------------------------------------- generation


def gen_members(g: Gen) -> None:
    rng = g.rng
    surnames = load_csv("surnames.csv")
    givens = load_csv("given_names.csv")
    nicknames = load_lines("nicknames.txt")
    regions = load_csv("regions.csv")
    streets = load_lines("streets.txt")
    communities = load_lines("communities.txt")

    for i, lv in enumerate(load_csv("member_levels.csv"), 1):
        g.add("member_levels", {
            "name": lv["name"], "min_points": int(lv["min_points"]),
            "discount": float(lv["discount"]), "free_freight": int(lv["free_freight"]),
            "sort": i, "remark": lv["remark"] or None,
        })

    def person() -> tuple[str, str, int]:
        s, gv = rng.choice(surnames), rng.choice(givens)
        return s["surname"] + gv["given"], s["pinyin"] + " " + gv["pinyin"], int(gv["gender"])

    def detail() -> str:
        return (f"{rng.choice(streets)}{rng.randint(1, 999)}号{rng.choice(communities)}"
                f"{rng.randint(1, 30)}栋{rng.randint(1, 4)}单元{rng.randint(1, 32)}{rng.randint(1, 6):02d}室")

    g.used["mobile"] = {"13800138000"}
    g.used["username"] = {"zhangsan"}
    last_signup = datetime(2026, 10, 31)
    created = sorted(g.moment(SHOP_OPEN + timedelta(hours=2), last_signup) for _ in range(N_MEMBERS - 1))
    g.members = []  # (row, real name)
    g.addresses_of = {}
    g.member_times = [SHOP_OPEN] + created
    for n in range(N_MEMBERS):
        if n == 0:  # the well-known member used in docs and tests
            name, gender = "张三", 1
            row = g.add("members", {
                "username": "zhangsan", "nickname": "张三", "mobile": "13800138000",
                "email": "zhangsan@163.com", "gender": 1, "birthday": "1990-05-20",
                "level_id": 1, "points": 0, "source": 1, "status": 1, "created_at": ts(SHOP_OPEN),
            })
        else:
            name, py, gender = person()
            sp, gp = py.split(" ")
            pattern = rng.randrange(4)
            username = g.unique("username", lambda: [
                f"{sp}{gp}{rng.randint(1, 999)}", f"{gp}_{sp}{rng.randint(10, 99)}",
                f"{sp}{gp}{rng.randint(1970, 2006)}", f"{gp}{sp}{rng.randint(100, 9999)}",
            ][pattern])
            if gender == 0 or rng.random() < 0.08:
                gender = 0 if rng.random() < 0.5 else rng.choice([1, 2])
            r = rng.random()
            email = None
            if r < 0.35:
                email = f"{username}@{rng.choice(EMAIL_DOMAINS)}"
            elif r < 0.55:
                email = f"{rng.randint(10000000, 2999999999)}@qq.com"
            birthday = None
            if rng.random() < 0.7:
                birthday = (date(1965, 1, 1) + timedelta(days=rng.randrange(365 * 41))).isoformat()
            row = g.add("members", {
                "username": username,
                "nickname": rng.choice(nicknames) if rng.random() < 0.35 else name,
                "mobile": g.mobile(), "email": email, "gender": gender, "birthday": birthday,
                "level_id": 1, "points": 0,
                "source": rng.choices([0, 1, 2], [15, 50, 35])[0],
                "status": 0 if rng.random() < 0.03 else 1,
                "created_at": ts(g.member_times[n]),
            })
        g.members.append((row, name))

        # 1-3 addresses, the first one is the default
        count = 1 if n == 0 else rng.choices([1, 2, 3], [60, 30, 10])[0]
        for k in range(count):
            if n == 0:
                region = {"province": "北京市", "city": "北京市", "district": "朝阳区"}
                addr = "建国路88号国贸大厦A座1808室"
            else:
                region, addr = rng.choice(regions), detail()
            other = k > 0 and rng.random() < 0.4
            a = g.add("member_addresses", {
                "member_id": row["id"],
                "receiver_name": person()[0] if other else name,
                "receiver_mobile": g.mobile() if other else row["mobile"],
                "province": region["province"], "city": region["city"], "district": region["district"],
                "detail_address": addr, "is_default": 1 if k == 0 else 0,
                "created_at": ts(g.after(g.member_times[n], timedelta(minutes=1),
                                         timedelta(days=30 * k + 1))),
            })
            g.addresses_of.setdefault(row["id"], []).append(a)


def gen_admin(g: Gen) -> None:
    rng = g.rng
    for d in load_csv("departments.csv"):
        g.add("departments", {
            "id": int(d["id"]), "parent_id": int(d["parent_id"]) if d["parent_id"] else None,
            "name": d["name"], "leader": d["leader"] or None, "phone": d["phone"] or None,
            "sort": int(d["sort"]), "status": int(d["status"]),
        })
    dept_id = {d["name"]: d["id"] for d in g.tables["departments"]}

    menus = load_csv("menus.csv")
    sort_in_parent: dict[str, int] = {}
    for m in menus:
        sort_in_parent[m["parent_id"]] = sort_in_parent.get(m["parent_id"], 0) + 1
        g.add("menus", {
            "id": int(m["id"]), "parent_id": int(m["parent_id"]) if m["parent_id"] else None,
            "name": m["name"], "menu_type": m["menu_type"], "path": m["path"] or None,
            "perms": m["perms"] or None, "icon": m["icon"] or None,
            "sort": sort_in_parent[m["parent_id"]], "visible": 0 if m["menu_type"] == "F" else 1,
        })
    by_id = {m["id"]: m for m in g.tables["menus"]}

    def top(m: dict) -> dict:
        while m["parent_id"] is not None:
            m = by_id[m["parent_id"]]
        return m

    role_modules: dict[str, list[str]] = {}
    role_id: dict[str, int] = {}
    for r in load_csv("roles.csv"):
        row = g.add("roles", {"name": r["name"], "role_key": r["role_key"], "sort": int(r["sort"]),
                              "status": int(r["status"]), "remark": r["remark"]})
        role_id[r["role_key"]] = row["id"]
        role_modules[r["role_key"]] = r["modules"].split("|")
        for m in g.tables["menus"]:
            if r["modules"] == "*" or top(m)["name"] in role_modules[r["role_key"]]:
                g.add("role_menus", {"role_id": row["id"], "menu_id": m["id"]})

    # the buttons/pages an admin may use, by top-level module name
    actions_by_module: dict[str, list[dict]] = {}
    for m in g.tables["menus"]:
        if m["perms"]:
            actions_by_module.setdefault(top(m)["name"], []).append(m)

    g.admins = []
    for i, a in enumerate(load_csv("admin_users.csv")):
        created = SHOP_OPEN - timedelta(hours=1) if i == 0 \
            else g.between(SHOP_OPEN, SHOP_OPEN + timedelta(hours=20))
        row = g.add("admin_users", {
            "username": a["username"], "real_name": a["real_name"], "mobile": g.mobile(),
            "email": f"{a['username']}@youxuan.example.com", "dept_id": dept_id[a["dept"]],
            "status": int(a["status"]), "last_login_at": None, "last_login_ip": None,
            "created_at": ts(created),
        })
        modules: list[str] = []
        for key in a["roles"].split("|"):
            g.add("admin_user_roles", {"admin_user_id": row["id"], "role_id": role_id[key]})
            mods = [m["name"] for m in g.tables["menus"] if m["parent_id"] is None] \
                if role_modules[key] == ["*"] else role_modules[key]
            modules += [m for m in mods if m not in modules]
        active_until = NOW if row["status"] == 1 else datetime(2025, 8, 31, 18, 0)
        office_ip = f"192.168.{rng.choice([1, 10, 20])}.{rng.randint(2, 250)}"
        home_ip = ".".join([str(rng.choice([115, 183, 220, 112, 36]))] + [str(rng.randint(1, 254)) for _ in range(3)])
        g.admins.append({"row": row, "created": created, "until": active_until, "modules": modules,
                         "ips": [office_ip, office_ip, office_ip, home_ip],
                         "browser": rng.choice(BROWSERS), "os": rng.choice(SYSTEMS),
                         "home": rng.choice(["浙江省 杭州市", "浙江省 杭州市", "广东省 广州市", "江苏省 苏州市"])})
    g.admin_by_role = {
        key: [a["row"]["id"] for a in g.admins if a["row"]["status"] == 1
              and any(r["admin_user_id"] == a["row"]["id"] and r["role_id"] == rid
                      for r in g.tables["admin_user_roles"])]
        for key, rid in role_id.items()
    }

    # login logs
    logins = []
    for _ in range(N_LOGIN_LOGS):
        a = rng.choice(g.admins)
        t = g.moment(a["created"], a["until"], quiet=0.97)
        logins.append((t, a))
    logins.sort(key=lambda x: x[0])
    for t, a in logins:
        ip = rng.choice(a["ips"])
        fail = rng.random() < 0.08
        g.add("login_logs", {
            "admin_user_id": a["row"]["id"], "username": a["row"]["username"], "login_ip": ip,
            "login_location": "内网IP" if ip.startswith("192.168.") else a["home"],
            "browser": a["browser"], "os": a["os"], "status": 1 if fail else 0,
            "msg": rng.choice(["用户不存在/密码错误", "验证码错误"]) if fail else "登录成功",
            "login_at": ts(t),
        })
        if not fail:
            a["row"]["last_login_at"], a["row"]["last_login_ip"] = ts(t), ip
    for t, name in [(datetime(2025, 4, 2, 3, 14, 15), "root"), (datetime(2026, 2, 9, 2, 7, 51), "test")]:
        g.add("login_logs", {  # someone guessing account names: no admin user behind them
            "admin_user_id": None, "username": name, "login_ip": "45.134.26.93",
            "login_location": "未知", "browser": "Chrome 99", "os": "Linux", "status": 1,
            "msg": "用户不存在/密码错误", "login_at": ts(t),
        })
    g.tables["login_logs"].sort(key=lambda r: r["login_at"])
    for i, r in enumerate(g.tables["login_logs"], 1):
        r["id"] = i

    # operation logs
    ops = []
    for _ in range(N_OPERATION_LOGS):
        a = rng.choice(g.admins)
        ops.append((g.moment(a["created"], a["until"], quiet=0.97), a))
    ops.sort(key=lambda x: x[0])
    for t, a in ops:
        module = rng.choice(a["modules"])
        menu = rng.choice(actions_by_module[module])
        action, method = ACTIONS[menu["perms"].rsplit(":", 1)[1]]
        failed = method != "GET" and rng.random() < 0.04
        g.add("operation_logs", {
            "admin_user_id": a["row"]["id"], "module": module, "action": action,
            "request_method": method, "request_url": "/" + menu["perms"].replace(":", "/"),
            "request_ip": rng.choice(a["ips"]), "status": 1 if failed else 0,
            "error_msg": rng.choice(["数据已被他人修改，请刷新后重试", "参数校验失败"]) if failed else None,
            "cost_ms": rng.randint(8, 120) if method == "GET" else rng.randint(20, 1500),
            "created_at": ts(t),
        })

    admin_id = {a["row"]["username"]: a["row"]["id"] for a in g.admins}
    for n in load_csv("notices.csv"):
        g.add("notices", {
            "title": n["title"], "notice_type": int(n["notice_type"]), "content": n["content"],
            "status": int(n["status"]), "created_by": admin_id[n["author"]], "created_at": n["created_at"],
        })


def gen_system(g: Gen) -> None:
    type_id: dict[str, int] = {}
    sort: dict[str, int] = {}
    for d in load_csv("dict.csv"):
        if d["type"] not in type_id:
            row = g.add("dict_types", {"name": d["type_name"], "type": d["type"], "status": int(d["type_status"]),
                                       "remark": d["type_name"] + "列表"})
            type_id[d["type"]] = row["id"]
        sort[d["type"]] = sort.get(d["type"], 0) + 1
        g.add("dict_items", {"dict_type_id": type_id[d["type"]], "label": d["label"], "value": d["value"],
                             "sort": sort[d["type"]], "is_default": int(d["is_default"]), "status": int(d["status"])})
    for c in load_csv("system_configs.csv"):
        g.add("system_configs", {
            "config_name": c["config_name"], "config_key": c["config_key"], "config_value": c["config_value"],
            "is_builtin": int(c["is_builtin"]), "remark": c["remark"] or None, "updated_at": c["updated_at"],
        })
    g.add("order_settings", {
        "normal_order_overtime": 30, "flash_order_overtime": 15, "confirm_overtime": 10,
        "finish_overtime": 7, "comment_overtime": 15, "updated_at": "2025-01-01 10:00:00",
    })


def gen_catalog(g: Gen) -> None:
    rng = g.rng
    cat_id: dict[str, int] = {}
    sort: dict[str, int] = {}
    for c in load_csv("categories.csv"):
        sort[c["parent"]] = sort.get(c["parent"], 0) + 1
        row = g.add("categories", {"parent_id": cat_id[c["parent"]] if c["parent"] else None,
                                   "name": c["name"], "level": 2 if c["parent"] else 1,
                                   "sort": sort[c["parent"]], "is_visible": int(c["is_visible"])})
        cat_id[c["name"]] = row["id"]
    brand_id: dict[str, int] = {}
    for i, b in enumerate(load_csv("brands.csv"), 1):
        row = g.add("brands", {"name": b["name"], "first_letter": b["first_letter"],
                               "description": b["description"] or None, "sort": i,
                               "is_visible": int(b["is_visible"])})
        brand_id[b["name"]] = row["id"]

    g.skus = []
    products = load_csv("products.csv")
    for i, p in enumerate(products):
        price = float(p["price"])
        created = g.between(datetime(2025, 1, 2), datetime(2025, 1, 9)) if i < len(products) - 6 \
            else g.between(datetime(2025, 2, 1), datetime(2026, 9, 30))
        row = g.add("products", {
            "product_sn": f"P{100100 + i * 7}", "name": p["name"], "subtitle": p["subtitle"] or None,
            "category_id": cat_id[p["category"]], "brand_id": brand_id[p["brand"]],
            "price": price, "original_price": opt_float(p["original_price"]), "unit": p["unit"],
            "sales": 0, "status": 0 if rng.random() < 0.06 else 1,
            "is_new": 1 if created > datetime(2026, 6, 1) else 0,
            "is_recommend": 1 if rng.random() < 0.2 else 0, "created_at": ts(created),
        })
        row["_created"] = created
        axis1 = [(p["spec1_name"], v) for v in p["spec1_values"].split("|")]
        axis2 = [(p["spec2_name"], v) for v in p["spec2_values"].split("|")] if p["spec2_name"] else [None]
        step = float(p["spec2_step"] or 0)
        n = 0
        for a in axis1:
            for j, b in enumerate(axis2):
                n += 1
                spec = f"{a[0]}:{a[1]}" + (f",{b[0]}:{b[1]}" if b else "")
                stock = 0 if rng.random() < 0.05 else rng.randint(3, 800 if price < 500 else 120)
                sku = g.add("product_skus", {
                    "product_id": row["id"], "sku_code": f"{row['product_sn']}-{n:02d}", "spec": spec,
                    "price": money(price + j * step), "stock": stock,
                    "low_stock": 10 if price >= 500 else 50, "sales": 0,
                })
                g.skus.append((sku, row))

    for w in load_csv("warehouses.csv"):
        g.add("warehouses", {k: (v or None) for k, v in w.items()})

    for c in load_csv("coupons.csv"):
        g.add("coupons", {
            "name": c["name"], "coupon_type": c["coupon_type"], "min_amount": float(c["min_amount"]),
            "discount_amount": opt_float(c["discount_amount"]),
            "discount_rate": opt_float(c["discount_rate"]),
            "total_count": int(c["total_count"]), "used_count": 0, "per_limit": int(c["per_limit"]),
            "start_at": c["start_at"], "end_at": c["end_at"], "status": int(c["status"]),
        })


def gen_orders(g: Gen) -> None:
    rng = g.rng
    carriers = load_csv("carriers.csv")
    notes = load_lines("order_notes.txt")
    refund_reasons = load_lines("refund_reasons.txt")
    return_reasons = load_lines("return_reasons.txt")
    companies = load_lines("companies.txt")
    reviews = load_csv("review_texts.csv")
    reviews_by_rating: dict[int, list[str]] = {}
    for r in reviews:
        reviews_by_rating.setdefault(int(r["rating"]), []).append(r["content"])
    code_chars = "0123456789ABCDEFGHJKLMNPQRTUWXY"  # 统一社会信用代码 alphabet
    tax_no = {c: "91" + "".join(rng.choice(code_chars) for _ in range(16)) for c in companies}
    coupons = g.tables["coupons"]
    sku_weights = [1.0 / (sku["price"] ** 0.75) for sku, _ in g.skus]
    warehouses = g.tables["warehouses"]

    times = sorted(g.moment(FIRST_ORDER, NOW - timedelta(days=12)) for _ in range(N_ORDERS_OLD))
    recent = NOW - timedelta(days=12)
    times += sorted(g.moment(recent, NOW - timedelta(minutes=30)) for _ in range(N_ORDERS_RECENT))
    times += sorted(g.between(NOW - timedelta(minutes=30), NOW) for _ in range(N_ORDERS_PENDING))

    paid_total: dict[int, float] = {}
    sold: dict[int, int] = {}
    for t in times:
        k = bisect.bisect_left(g.member_times, t)  # members registered before t
        member, name = g.members[0] if rng.random() < 0.012 else g.members[rng.randrange(k)]
        addrs = g.addresses_of[member["id"]]
        addrs = [a for a in addrs if a["created_at"] <= ts(t)] or addrs[:1]
        addr = addrs[0] if rng.random() < 0.8 else rng.choice(addrs)

        # items
        picked: list[tuple[dict, dict]] = []
        for _ in range(rng.choices([1, 2, 3, 4], [55, 28, 12, 5])[0]):
            cand = rng.choices(g.skus, sku_weights)[0]
            if cand[1]["_created"] < t and all(cand[0]["id"] != s["id"] for s, _ in picked):
                picked.append(cand)
        if not picked:
            picked = [next(c for c in g.skus if c[1]["_created"] < t)]
        lines = []
        for sku, prod in picked:
            qty = rng.choices([1, 2, 3, 5], [70, 20, 7, 3])[0] if sku["price"] < 100 else \
                rng.choices([1, 2], [92, 8])[0]
            lines.append((sku, prod, qty, money(sku["price"] * qty)))
        total = money(sum(x[3] for x in lines))
        freight = 0.0 if total >= FREE_FREIGHT_AMOUNT else DEFAULT_FREIGHT

        # what happens to the order
        age = NOW - t
        if age < timedelta(minutes=30):
            fate = "pending" if rng.random() < 0.7 else "paid"
        else:
            fate = rng.choices(["cancelled", "refunded", "paid"], [10, 4, 86])[0]
        paid = None if fate in ("pending", "cancelled") \
            else g.after(t, timedelta(seconds=20), timedelta(minutes=15))
        if paid and paid > NOW:
            paid = g.between(t, NOW)

        coupon, discount = None, 0.0
        if paid and rng.random() < 0.18:
            usable = [c for c in coupons
                      if c["start_at"] <= ts(t) <= c["end_at"] and c["min_amount"] <= total]
            if usable:  # short campaign coupons are the ones people use
                short = [parse_ts(c["end_at"]) - parse_ts(c["start_at"]) < timedelta(days=40) for c in usable]
                coupon = rng.choices(usable, [6 if s else 1 for s in short])[0]
                discount = coupon["discount_amount"] if coupon["coupon_type"] == "满减" \
                    else money(total * (1 - coupon["discount_rate"]))
        pay = money(total + freight - discount)

        order = g.add("orders", {
            "order_sn": g.unique("order_sn", lambda: t.strftime("%Y%m%d") + g.digits(8)),
            "member_id": member["id"], "total_amount": total, "freight_amount": freight,
            "discount_amount": discount, "pay_amount": pay, "status": 0,
            "source": rng.choices([0, 1, 2], [15, 50, 35])[0],
            "receiver_name": addr["receiver_name"], "receiver_mobile": addr["receiver_mobile"],
            "receiver_address": addr["province"] + (addr["city"] if addr["city"] != addr["province"] else "")
            + addr["district"] + addr["detail_address"],
            "note": rng.choice(notes) if rng.random() < 0.1 else None,
            "created_at": ts(t), "paid_at": ts(paid), "completed_at": None, "closed_at": None,
        })
        items = [g.add("order_items", {
            "order_id": order["id"], "product_id": prod["id"], "sku_id": sku["id"],
            "product_name": prod["name"], "sku_spec": sku["spec"], "price": sku["price"],
            "quantity": qty, "subtotal": sub,
        }) for sku, prod, qty, sub in lines]

        if fate == "cancelled":
            order["status"] = 4
            order["closed_at"] = ts(g.after(t, timedelta(minutes=2), timedelta(minutes=30)))
            continue
        if fate == "pending":
            continue

        channel = rng.choices([1, 2, 3], [55, 40, 5])[0]
        trade_no = g.unique("trade_no", lambda: (
            "4200" + g.digits(6) + paid.strftime("%Y%m%d") + g.digits(10) if channel == 1
            else paid.strftime("%Y%m%d") + "2200" + g.digits(16) if channel == 2
            else "UP" + paid.strftime("%Y%m%d%H%M%S") + g.digits(8)))
        payment = g.add("payments", {
            "payment_sn": "PAY" + paid.strftime("%Y%m%d%H%M%S") + g.digits(4), "order_id": order["id"],
            "pay_channel": channel, "trade_no": trade_no, "amount": pay, "status": 1, "paid_at": ts(paid),
        })
        if coupon:
            coupon["used_count"] += 1
            g.add("coupon_usages", {"coupon_id": coupon["id"], "member_id": member["id"],
                                    "order_id": order["id"], "discount_amount": discount,
                                    "used_at": ts(paid)})

        if fate == "refunded":  # refund asked before shipping (仅退款)
            asked = g.after(paid, timedelta(minutes=5), timedelta(hours=20))
            done = g.after(asked, timedelta(minutes=10), timedelta(hours=30))
            status = 0 if asked > NOW or done > NOW else 2
            if asked > NOW:
                asked = g.between(paid, NOW)
            g.add("refunds", {
                "refund_sn": "RF" + asked.strftime("%Y%m%d") + g.digits(8), "order_id": order["id"],
                "payment_id": payment["id"], "return_id": None, "member_id": member["id"],
                "reason": rng.choice(refund_reasons), "amount": pay, "status": status,
                "handled_by": rng.choice(g.admin_by_role["finance"]) if status else None,
                "created_at": ts(asked), "refunded_at": ts(done) if status == 2 else None,
            })
            if status == 2:
                order["status"], order["closed_at"] = 4, ts(done)
                payment["status"] = 3
            else:
                order["status"] = 1
            continue

        # paid: ship, deliver, confirm. The status is what has happened by NOW.
        paid_total_before = paid_total.get(member["id"], 0.0)
        for sku, prod, qty, _ in lines:
            sold[sku["id"]] = sold.get(sku["id"], 0) + qty
        shipped = g.after(paid, timedelta(hours=2), timedelta(hours=40))
        delivered = g.after(shipped, timedelta(hours=20), timedelta(hours=96))
        completed = g.after(delivered, timedelta(hours=1), timedelta(days=10))
        if shipped > NOW:
            order["status"] = 1
            continue
        carrier = rng.choices(carriers, [30, 20, 15, 12, 8, 10, 5])[0]
        g.add("shipments", {
            "order_id": order["id"], "warehouse_id": rng.choices(warehouses, [45, 30, 15, 10])[0]["id"],
            "carrier": carrier["name"],
            "tracking_no": g.unique("tracking", lambda: carrier["code"] + g.digits(
                11 if carrier["code"] == "EMS" else 13)),
            "shipped_at": ts(shipped), "delivered_at": ts(delivered) if delivered <= NOW else None,
        })
        if completed > NOW:
            order["status"] = 2
            continue
        order["status"], order["completed_at"] = 3, ts(completed)
        paid_total[member["id"]] = paid_total_before + pay

        # invoice
        if rng.random() < 0.12:
            issued = g.after(completed, timedelta(hours=1), timedelta(days=3))
            if issued <= NOW:
                company = rng.choice(companies) if rng.random() < 0.35 else None
                g.add("invoices", {
                    "invoice_no": g.unique("invoice", lambda: issued.strftime("%y") + "33" + g.digits(16)),
                    "order_id": order["id"], "member_id": member["id"],
                    "title_type": "company" if company else "personal", "title": company or name,
                    "tax_no": tax_no[company] if company else None, "amount": pay, "issued_at": ts(issued),
                })

        # reviews
        for item, (sku, prod, qty, _) in zip(items, lines):
            if rng.random() < 0.45:
                at = g.after(completed, timedelta(minutes=5), timedelta(days=5))
                if at > NOW:
                    continue
                rating = rng.choices([1, 2, 3, 4, 5], [3, 3, 8, 20, 66])[0]
                g.add("product_reviews", {
                    "product_id": prod["id"], "sku_id": sku["id"], "order_id": order["id"],
                    "member_id": member["id"], "rating": rating,
                    "content": rng.choice(reviews_by_rating[rating]) if rng.random() < 0.85 else None,
                    "is_anonymous": 1 if rng.random() < 0.2 else 0,
                    "status": 0 if NOW - at < timedelta(days=1) else (2 if rng.random() < 0.03 else 1),
                    "created_at": ts(at),
                })

        # return + refund after delivery
        if rng.random() < 0.035:
            item, (sku, prod, qty, sub) = rng.choice(list(zip(items, lines)))
            asked = g.after(delivered, timedelta(hours=1), timedelta(days=6))
            handled = g.after(asked, timedelta(hours=2), timedelta(hours=48))
            if asked > NOW:
                continue
            status = 0 if handled > NOW else rng.choices([2, 3], [80, 20])[0]
            reason = rng.choice(return_reasons)
            ret = g.add("order_returns", {
                "return_sn": "RT" + asked.strftime("%Y%m%d") + g.digits(8), "order_id": order["id"],
                "order_item_id": item["id"], "member_id": member["id"], "quantity": qty, "reason": reason,
                "status": status,
                "handled_by": rng.choice(g.admin_by_role["customer_service"]) if status else None,
                "handle_note": {0: None, 2: "已收到退货，商品完好，同意退款", 3: "超出售后范围，已与买家沟通"}[status],
                "created_at": ts(asked), "handled_at": ts(handled) if status else None,
            })
            if status == 2:
                refund_at = g.after(handled, timedelta(hours=1), timedelta(days=3))
                amount = min(sub, pay)
                done = refund_at <= NOW
                g.add("refunds", {
                    "refund_sn": "RF" + handled.strftime("%Y%m%d") + g.digits(8), "order_id": order["id"],
                    "payment_id": payment["id"], "return_id": ret["id"], "member_id": member["id"],
                    "reason": reason, "amount": amount, "status": 2 if done else 1,
                    "handled_by": rng.choice(g.admin_by_role["finance"]),
                    "created_at": ts(handled), "refunded_at": ts(refund_at) if done else None,
                })
                if done:
                    payment["status"] = 3 if amount >= pay else 2
                    paid_total[member["id"]] -= amount

    # derived columns: sales, points, levels
    for sku, prod in g.skus:
        sku["sales"] = sold.get(sku["id"], 0)
        prod["sales"] += sku["sales"]
    levels = sorted(g.tables["member_levels"], key=lambda lv: lv["min_points"])
    for member, _ in g.members:
        member["points"] = 100 + int(paid_total.get(member["id"], 0.0))
        member["level_id"] = [lv["id"] for lv in levels if lv["min_points"] <= member["points"]][-1]

    # carts: what members have in their cart right now
    active = [m for m, _ in g.members[1:] if m["status"] == 1]
    cart_members = [g.members[0][0]] + sorted(rng.sample(active, N_CART_MEMBERS - 1), key=lambda m: m["id"])
    on_sale = [(s, p) for s, p in g.skus if p["status"] == 1 and s["stock"] > 0]
    for m in cart_members:
        for sku, prod in rng.sample(on_sale, rng.choices([1, 2, 3, 4], [40, 30, 20, 10])[0]):
            since = max(parse_ts(m["created_at"]), NOW - timedelta(days=60))
            g.add("carts", {
                "member_id": m["id"], "product_id": prod["id"], "sku_id": sku["id"],
                "quantity": rng.choices([1, 2, 3], [80, 15, 5])[0], "price": sku["price"],
                "is_checked": 1 if rng.random() < 0.7 else 0, "created_at": ts(g.between(since, NOW)),
            })


def gen_after_sales_backlog(g: Gen) -> None:
    """The after-sales desk's open work at NOW, so that every status of `refunds` and
    `order_returns` has rows: a refund waiting for review (待审核), one being paid out (退款中), one
    refused because the parcel had left (已拒绝), a return waiting for the desk (待处理) and one on
    its way back (退货中). Drawn after every other row, so nothing generated before changes."""
    rng = g.rng
    refund_reasons = load_lines("refund_reasons.txt")
    return_reasons = load_lines("return_reasons.txt")
    finance = g.admin_by_role["finance"][0]
    service = g.admin_by_role["customer_service"][0]
    payment_of = {p["order_id"]: p for p in g.tables["payments"]}
    touched = {r["order_id"] for r in g.tables["refunds"]} | {r["order_id"] for r in g.tables["order_returns"]}
    waiting = sorted((o for o in g.tables["orders"] if o["status"] == 1 and o["id"] not in touched),
                     key=lambda o: o["paid_at"])
    shipped = sorted((s for s in g.tables["shipments"] if s["delivered_at"] and s["order_id"] not in touched),
                     key=lambda s: s["delivered_at"], reverse=True)
    order_by_id = {o["id"]: o for o in g.tables["orders"]}
    g.used.setdefault("refund_sn", set()).update(r["refund_sn"] for r in g.tables["refunds"])
    g.used.setdefault("return_sn", set()).update(r["return_sn"] for r in g.tables["order_returns"])

    def refund(order: dict, asked: datetime, status: int, reason: str) -> None:
        g.add("refunds", {
            "refund_sn": g.unique("refund_sn", lambda: "RF" + asked.strftime("%Y%m%d") + g.digits(8)),
            "order_id": order["id"], "payment_id": payment_of[order["id"]]["id"], "return_id": None,
            "member_id": order["member_id"], "reason": reason, "amount": order["pay_amount"], "status": status,
            "handled_by": finance if status else None, "created_at": ts(min(asked, NOW)), "refunded_at": None,
        })

    # 仅退款 before shipping: one waiting for review, one approved and being paid out.
    for order, status in zip(waiting, (0, 1)):
        refund(order, g.after(parse_ts(order["paid_at"]), timedelta(minutes=10), timedelta(hours=2)), status,
               rng.choice(refund_reasons))
    # 仅退款 asked after the parcel left: refused.
    parcel = shipped[0]
    refund(order_by_id[parcel["order_id"]], parse_ts(parcel["shipped_at"]) + timedelta(hours=1), 3,
           rng.choice(refund_reasons))
    # Returns after delivery: one not handled yet, one accepted and on its way back.
    for parcel, status in zip(shipped[1:], (0, 1)):
        order = order_by_id[parcel["order_id"]]
        item = next(i for i in g.tables["order_items"] if i["order_id"] == order["id"])
        asked = min(g.after(parse_ts(parcel["delivered_at"]), timedelta(hours=1), timedelta(hours=4)), NOW)
        handled = min(asked + timedelta(hours=2), NOW) if status else None
        g.add("order_returns", {
            "return_sn": g.unique("return_sn", lambda: "RT" + asked.strftime("%Y%m%d") + g.digits(8)),
            "order_id": order["id"], "order_item_id": item["id"], "member_id": order["member_id"],
            "quantity": item["quantity"], "reason": rng.choice(return_reasons), "status": status,
            "handled_by": service if status else None,
            "handle_note": "同意退货，等待买家寄回商品" if status else None,
            "created_at": ts(asked), "handled_at": ts(handled),
        })


# ------------------------------------------------------------------------------------- writing

INSERT_ORDER = [
    "member_levels", "members", "member_addresses",
    "departments", "admin_users", "roles", "admin_user_roles", "menus", "role_menus",
    "dict_types", "dict_items", "system_configs", "notices", "operation_logs", "login_logs",
    "categories", "brands", "products", "product_skus", "warehouses", "coupons",
    "orders", "order_items", "order_settings", "payments", "shipments", "invoices",
    "order_returns", "refunds", "coupon_usages", "carts", "product_reviews",
]


def build(path: Path) -> dict[str, int]:
    g = Gen(SEED)
    gen_members(g)
    gen_admin(g)
    gen_system(g)
    gen_catalog(g)
    gen_orders(g)
    gen_after_sales_backlog(g)

    schema = (DEMO_DIR / "schema.sql").read_text(encoding="utf-8")
    conn = sqlite3.connect(path, isolation_level=None)
    try:
        conn.executescript(schema)
        conn.execute("PRAGMA foreign_keys = ON")
        tables = [r[0] for r in conn.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")]
        missing = sorted(set(tables) ^ set(INSERT_ORDER))
        if missing:
            raise SystemExit(f"schema.sql and INSERT_ORDER disagree on: {', '.join(missing)}")
        conn.execute("BEGIN")
        for table in INSERT_ORDER:
            cols = [r[1] for r in conn.execute(f"PRAGMA table_info({table})")]
            rows = g.tables.get(table, [])
            sql = f"INSERT INTO {table} ({', '.join(cols)}) VALUES ({', '.join('?' * len(cols))})"
            conn.executemany(sql, [[row.get(c) for c in cols] for row in rows])
        conn.execute("COMMIT")
        problems = conn.execute("PRAGMA foreign_key_check").fetchall()
        if problems:
            raise SystemExit(f"foreign key violations: {problems[:5]}")
        views = conn.execute("SELECT COUNT(*) FROM sqlite_master WHERE type = 'view'").fetchone()[0]
        counts = {t: conn.execute(f"SELECT COUNT(*) FROM {t}").fetchone()[0] for t in INSERT_ORDER}
    finally:
        conn.close()
    counts["_views"] = views
    return counts


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--output", type=Path, default=DEFAULT_OUTPUT,
                        help="where to write (default: demo.db at the repository root)")
    args = parser.parse_args(argv)
    out = args.output.resolve()
    out.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{out.name}.", suffix=".tmp", dir=out.parent)
    os.close(fd)
    tmp = Path(tmp_name)
    try:
        counts = build(tmp)
        os.chmod(tmp, 0o644)
        os.replace(tmp, out)
    except BaseException:
        tmp.unlink(missing_ok=True)
        Path(f"{tmp}-journal").unlink(missing_ok=True)
        raise
    views = counts.pop("_views")
    print(f"{out}: {len(counts)} tables, {views} views, {sum(counts.values())} rows")
    return 0


if __name__ == "__main__":
    sys.exit(main())
