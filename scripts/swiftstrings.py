"""Reading Swift sources and gettext catalogs, shared by scripts/update-po and scripts/check-messages.

Only as much of Swift as finding message calls needs: comments, string literals (with `\\(…)`
interpolations, which may hold strings themselves), multi-line and raw strings (skipped), and
balanced parentheses. Catalogs: the subset of the .po format msgfmt and msgmerge write.
"""
import re

ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "0": "\0", "\\": "\\", '"': '"', "'": "'"}


class Literal:
    """A plain "…" string literal: its source span and its pieces, ('text', source) or
    ('interp', expression source)."""

    def __init__(self, start, end, pieces):
        self.start, self.end, self.pieces = start, end, pieces

    def interpolations(self):
        return [p[1] for p in self.pieces if p[0] == "interp"]


class SwiftText:
    def __init__(self, text):
        self.text = text

    def skip_trivia(self, i):
        """The index of the next character that is not space or a comment."""
        t = self.text
        while i < len(t):
            if t[i] in " \t\r\n":
                i += 1
            elif t.startswith("//", i):
                j = t.find("\n", i)
                i = len(t) if j < 0 else j + 1
            elif t.startswith("/*", i):
                j = t.find("*/", i + 2)
                i = len(t) if j < 0 else j + 2
            else:
                break
        return i

    def literal(self, i):
        """The plain string literal starting at i (a '"'), or None for a multi-line or raw one."""
        t = self.text
        if t.startswith('"""', i) or t[i] != '"':
            return None
        pieces, buf, j = [], "", i + 1
        while j < len(t):
            c = t[j]
            if c == '"':
                if buf:
                    pieces.append(("text", buf))
                return Literal(i, j + 1, pieces)
            if c == "\n":
                return None
            if c == "\\":
                if t[j + 1] == "(":
                    end = self.close_paren(j + 1)
                    if end is None:
                        return None
                    if buf:
                        pieces.append(("text", buf))
                        buf = ""
                    pieces.append(("interp", t[j + 2 : end - 1]))
                    j = end
                    continue
                if t[j + 1] == "u":
                    k = t.index("}", j)
                    buf += t[j : k + 1]
                    j = k + 1
                    continue
                buf += t[j : j + 2]
                j += 2
                continue
            buf += c
            j += 1
        return None

    def skip_string(self, i):
        """The index after any string literal starting at i (plain, multi-line or raw)."""
        t = self.text
        hashes = 0
        while t[i + hashes] == "#":
            hashes += 1
        k = i + hashes
        if t.startswith('"""', k):
            close = '"""' + "#" * hashes
            return t.index(close, k + 3) + len(close)
        if hashes:
            close = '"' + "#" * hashes
            return t.index(close, k + 1) + len(close)
        lit = self.literal(i)
        if lit is None:
            raise ValueError("unreadable string at %d" % i)
        return lit.end

    def skip_literal_or_comment(self, j):
        """The index after the string literal or comment starting at j; None when none does."""
        t = self.text
        if t[j] == '"' or (t[j] == "#" and re.match(r'#+"', t[j:])):
            return self.skip_string(j)
        if t.startswith("//", j) or t.startswith("/*", j):
            return self.skip_trivia(j)
        return None

    def close_paren(self, i):
        """For the '(' at i, the index after its matching ')' (strings and comments skipped)."""
        t = self.text
        depth, j = 0, i
        while j < len(t):
            c = t[j]
            skipped = self.skip_literal_or_comment(j)
            if skipped is not None:
                j = skipped
                continue
            if c in "([{":
                depth += 1
            elif c in ")]}":
                depth -= 1
                if depth == 0:
                    return j + 1
            j += 1
        return None

    def arguments(self, open_index):
        """The arguments of the call whose '(' is at open_index: a list of (start, end) spans,
        trimmed of trivia, and the index after the ')'."""
        t = self.text
        end = self.close_paren(open_index)
        if end is None:
            return None, None
        spans, depth, j, start = [], 0, open_index + 1, open_index + 1
        while j < end - 1:
            c = t[j]
            skipped = self.skip_literal_or_comment(j)
            if skipped is not None:
                j = skipped
                continue
            if c in "([{":
                depth += 1
            elif c in ")]}":
                depth -= 1
            elif c == "," and depth == 0:
                spans.append((start, j))
                start = j + 1
            j += 1
        spans.append((start, end - 1))
        trimmed = []
        for a, b in spans:
            a = self.skip_trivia(a)
            while b > a and t[b - 1] in " \t\r\n,":
                b -= 1
            if a < b:
                trimmed.append((a, b))
        return trimmed, end

    def concatenation(self, start, end):
        """The literals of an argument made only of plain literals joined by '+', with the
        source between them; None when it holds anything else."""
        t = self.text
        literals, i = [], start
        while True:
            i = self.skip_trivia(i)
            lit = self.literal(i) if i < end else None
            if lit is None:
                return None
            literals.append(lit)
            i = self.skip_trivia(lit.end)
            if i >= end:
                return literals
            if t[i] != "+":
                return None
            i += 1

    def code_positions(self, pattern):
        """Matches of a regex that start in code, outside comments and strings."""
        t = self.text
        found, i = [], 0
        regex = re.compile(pattern)
        while i < len(t):
            c = t[i]
            if t.startswith("//", i) or t.startswith("/*", i):
                i = self.skip_trivia(i)
                continue
            if c == '"' or (c == "#" and re.match(r'#+"', t[i:])):
                try:
                    i = self.skip_string(i)
                except ValueError:
                    i += 1
                continue
            m = regex.match(t, i)
            if m and (i == 0 or not (t[i - 1].isalnum() or t[i - 1] == "_")):
                found.append(m)
                i = m.end()
                continue
            i += 1
        return found


def decode(source):
    """The text of a Swift literal's source (without quotes or interpolations)."""
    out, i = [], 0
    while i < len(source):
        c = source[i]
        if c == "\\":
            n = source[i + 1]
            if n == "u":
                k = source.index("}", i)
                out.append(chr(int(source[i + 3 : k], 16)))
                i = k + 1
                continue
            out.append(ESCAPES[n])
            i += 2
            continue
        out.append(c)
        i += 1
    return "".join(out)


# --- .po files -------------------------------------------------------------------------------


class Entry:
    def __init__(self, msgid, msgstr="", context=None, plural=None, plural_strs=None):
        self.msgid, self.msgstr, self.context = msgid, msgstr, context
        self.plural, self.plural_strs = plural, plural_strs or []
        self.flags, self.references, self.comments = [], [], []
        self.obsolete = False

    @property
    def key(self):
        return (self.context, self.msgid)


def po_unquote(s):
    s = s.strip()
    assert s.startswith('"') and s.endswith('"'), s
    body, out, i = s[1:-1], [], 0
    while i < len(body):
        if body[i] == "\\":
            out.append({"n": "\n", "t": "\t", "r": "\r", "\\": "\\", '"': '"'}[body[i + 1]])
            i += 2
        else:
            out.append(body[i])
            i += 1
    return "".join(out)


def po_quote(s):
    s = s.replace("\\", "\\\\").replace('"', '\\"').replace("\t", "\\t").replace("\r", "\\r")
    if "\n" in s[:-1]:
        parts = s.split("\n")
        lines = [p + "\\n" for p in parts[:-1]] + ([parts[-1]] if parts[-1] else [])
        return '""\n' + "\n".join('"%s"' % line for line in lines)
    return '"%s"' % s.replace("\n", "\\n")


def read_po(path):
    """Entries of a .po file, the header first (msgid "")."""
    entries, current, field = [], None, None

    def flush():
        nonlocal current
        if current is not None:
            entries.append(current)
        current = None

    try:
        lines = open(path, encoding="utf-8").read().split("\n")
    except FileNotFoundError:
        return []
    for raw in lines + [""]:
        line = raw
        obsolete = line.startswith("#~")
        if obsolete:
            line = line[2:].lstrip()
        if not line.strip():
            flush()
            continue
        if current is None:
            current = Entry(None)
        if obsolete:
            current.obsolete = True
        if line.startswith("#,"):
            current.flags += [f.strip() for f in line[2:].split(",") if f.strip()]
        elif line.startswith("#:"):
            current.references += line[2:].split()
        elif line.startswith("#"):
            current.comments.append(line)
        elif line.startswith('"'):
            value = po_unquote(line)
            if field[0] == "msgstr_n":
                current.plural_strs[field[1]] += value
            else:
                setattr(current, field[0], (getattr(current, field[0]) or "") + value)
        else:
            m = re.match(r"(msgctxt|msgid_plural|msgid|msgstr)(\[(\d+)\])?\s+(.*)", line)
            name, index, value = m.group(1), m.group(3), po_unquote(m.group(4))
            if name == "msgstr" and index is not None:
                i = int(index)
                while len(current.plural_strs) <= i:
                    current.plural_strs.append("")
                current.plural_strs[i] = value
                field = ("msgstr_n", i)
            else:
                attr = {"msgctxt": "context", "msgid_plural": "plural"}.get(name, name)
                setattr(current, attr, value)
                field = (attr,)
    flush()
    return [e for e in entries if e.msgid is not None]


def format_entry(e, with_strings=True):
    out = list(e.comments)
    if e.references:
        out.append("#: " + " ".join(e.references))
    if e.flags:
        out.append("#, " + ", ".join(e.flags))
    if e.context is not None:
        out.append("msgctxt " + po_quote(e.context))
    out.append("msgid " + po_quote(e.msgid))
    if e.plural is not None:
        out.append("msgid_plural " + po_quote(e.plural))
        strs = e.plural_strs if with_strings else ["", ""]
        for i, s in enumerate(strs):
            out.append("msgstr[%d] %s" % (i, po_quote(s)))
    else:
        out.append("msgstr " + po_quote(e.msgstr if with_strings else ""))
    if e.obsolete:
        out = ["#~ " + line if not line.startswith("#") or line.startswith("#,") else line for line in out]
    return "\n".join(out) + "\n"


def write_po(path, entries, with_strings=True):
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(format_entry(e, with_strings) for e in entries))
