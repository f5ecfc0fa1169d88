// A small reader of GNU gettext PO files (po/en.po, po/fr.po, the build's marienbad.pot) and
// the {fmt} placeholders of their messages, for the tests of the translation catalogues.
#pragma once

#include <filesystem>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace marienbad::testing {

struct PoEntry {
    int line = 0;  // where the entry starts in its file, for messages
    std::optional<std::string> context;
    std::string msgid;
    std::optional<std::string> msgid_plural;
    // msgstr alone is translations[0]; msgstr[n] is translations[n].
    std::map<int, std::string> translations;
    std::set<std::string> flags;  // from "#, fuzzy, c-format" lines

    bool is_header() const { return msgid.empty() && !context; }
    bool is_fuzzy() const { return flags.contains("fuzzy"); }
};

struct PoFile {
    // The header entry (msgid ""), when there is one.
    std::optional<PoEntry> header;
    // Every other entry, in file order; obsolete entries ("#~") are left out.
    std::vector<PoEntry> entries;

    // A field of the header ("Language", "Plural-Forms", ...), empty when missing.
    std::string header_field(std::string_view name) const;
};

// Reads PO text. Throws std::runtime_error, naming the line, on a line it cannot read.
PoFile parse_po(std::string_view text);
PoFile read_po_file(const std::filesystem::path& path);

// The C escapes of a PO string (\n, \t, \", \\, octal, hex, ...) replaced by what they stand for.
// `quoted` is the text between the quotes.
std::string unescape_po_string(std::string_view quoted);

// One {fmt} replacement field: "{0}", "{1:016x}", "{}".
struct Placeholder {
    std::string text;          // between the braces: "0", "1:016x", ""
    std::optional<int> index;  // explicit argument index, empty for "{}" and named fields
    std::string name;          // a named field's name, empty otherwise
    std::string spec;          // after the ':', empty when none
};

// The replacement fields of a {fmt} format string, in order ("{{" and "}}" are not fields).
std::vector<Placeholder> find_placeholders(std::string_view format);
// Their texts as a set: "{0} of {1}" and "{1}, {0}, {0}" both give {"0", "1"}.
std::set<std::string> placeholder_set(std::string_view format);

}  // namespace marienbad::testing
