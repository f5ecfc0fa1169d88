// Tests of the PO reader and the placeholder finder the catalogue tests rely on: a table of small
// PO texts and format strings with what must come out of them.
#include <gtest/gtest.h>

#include <map>
#include <optional>
#include <ostream>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "i18n/po_file.hpp"

namespace marienbad::testing {
namespace {

// Names each case of a table after its `name`.
template <class Case>
std::string case_name(const ::testing::TestParamInfo<Case>& info) {
    return info.param.name;
}

struct ExpectedEntry {
    std::string msgid;
    std::optional<std::string> msgid_plural;
    std::map<int, std::string> translations;
    bool fuzzy = false;
    std::optional<std::string> context = std::nullopt;
};

struct PoReaderCase {
    std::string name;
    std::string text;
    std::vector<ExpectedEntry> entries;
    std::map<std::string, std::string> header_fields = {};  // "" for a field that is missing
};

// Shown by GoogleTest and CTest beside the test name.
void PrintTo(const PoReaderCase& c, std::ostream* out) {
    *out << c.name;
}

const std::vector<PoReaderCase>& po_reader_cases() {
    static const std::vector<PoReaderCase> cases = {
        {"one_entry",
         "msgid \"Your turn.\"\nmsgstr \"À toi de jouer !\"\n",
         {{"Your turn.", std::nullopt, {{0, "À toi de jouer !"}}}}},
        {"strings_continued_on_several_lines",
         "msgid \"\"\n\"Without a command,\\n\"\n\"a menu.\"\nmsgstr \"\"\n\"Sans \"\n"
         "  \"commande.\"\n",
         {{"Without a command,\na menu.", std::nullopt, {{0, "Sans commande."}}}}},
        {"c_escapes",
         "msgid \"tab\\there \\\"quoted\\\" back\\\\slash \\101\\x42 \\?\"\nmsgstr \"x\"\n",
         {{"tab\there \"quoted\" back\\slash AB ?", std::nullopt, {{0, "x"}}}}},
        {"plural_forms",
         "msgid \"{0} piece\"\nmsgid_plural \"{0} pieces\"\nmsgstr[0] \"{0} pièce\"\n"
         "msgstr[1] \"{0} pièces\"\n",
         {{"{0} piece", "{0} pieces", {{0, "{0} pièce"}, {1, "{0} pièces"}}}}},
        {"comments_flags_and_contexts",
         "# A translator's comment.\n#: src/a.cpp:1\n#, fuzzy, c-format\nmsgid \"a\"\n"
         "msgstr \"b\"\n\n#. An extracted comment.\nmsgctxt \"menu\"\nmsgid \"a\"\nmsgstr \"c\"\n",
         {{"a", std::nullopt, {{0, "b"}}, true}, {"a", std::nullopt, {{0, "c"}}, false, "menu"}}},
        {"obsolete_entries_are_left_out",
         "msgid \"kept\"\nmsgstr \"gardé\"\n\n#~ msgid \"gone\"\n#~ msgstr \"parti\"\n"
         "msgid \"next\"\nmsgstr \"suivant\"\n",
         {{"kept", std::nullopt, {{0, "gardé"}}}, {"next", std::nullopt, {{0, "suivant"}}}}},
        {"entries_without_blank_lines_between",
         "msgid \"one\"\nmsgstr \"un\"\nmsgid \"two\"\nmsgstr \"\"\n",
         {{"one", std::nullopt, {{0, "un"}}}, {"two", std::nullopt, {{0, ""}}}}},
        {"windows_line_ends", "msgid \"a\"\r\nmsgstr \"b\"\r\n", {{"a", std::nullopt, {{0, "b"}}}}},
        {"header",
         "msgid \"\"\nmsgstr \"\"\n\"Language: fr\\n\"\n"
         "\"Plural-Forms: nplurals=2; plural=(n > 1);\\n\"\n\nmsgid \"a\"\nmsgstr \"b\"\n",
         {{"a", std::nullopt, {{0, "b"}}}},
         {{"Language", "fr"},
          {"Plural-Forms", "nplurals=2; plural=(n > 1);"},
          {"Language-Team", ""}}},
    };
    return cases;
}

class PoReaderTest : public ::testing::TestWithParam<PoReaderCase> {};

TEST_P(PoReaderTest, ReadsTheEntries) {
    const PoFile file = parse_po(GetParam().text);
    ASSERT_EQ(file.entries.size(), GetParam().entries.size());
    for (std::size_t i = 0; i < file.entries.size(); ++i) {
        const PoEntry& entry = file.entries[i];
        const ExpectedEntry& expected = GetParam().entries[i];
        EXPECT_EQ(entry.msgid, expected.msgid) << "entry " << i;
        EXPECT_EQ(entry.msgid_plural, expected.msgid_plural) << "entry " << i;
        EXPECT_EQ(entry.translations, expected.translations) << "entry " << i;
        EXPECT_EQ(entry.is_fuzzy(), expected.fuzzy) << "entry " << i;
        EXPECT_EQ(entry.context, expected.context) << "entry " << i;
    }
    EXPECT_EQ(file.header.has_value(), !GetParam().header_fields.empty());
    for (const auto& [field, value] : GetParam().header_fields) {
        EXPECT_EQ(file.header_field(field), value) << field;
    }
}

INSTANTIATE_TEST_SUITE_P(i18n, PoReaderTest, ::testing::ValuesIn(po_reader_cases()),
                         case_name<PoReaderCase>);

struct BadPoCase {
    std::string name;
    std::string text;
};

// Shown by GoogleTest and CTest beside the test name.
void PrintTo(const BadPoCase& c, std::ostream* out) {
    *out << c.name;
}

class BadPoTest : public ::testing::TestWithParam<BadPoCase> {};

TEST_P(BadPoTest, IsRefusedWithItsLine) {
    try {
        (void)parse_po(GetParam().text);
        ADD_FAILURE() << "accepted";
    } catch (const std::runtime_error& error) {
        EXPECT_NE(std::string(error.what()).find("line"), std::string::npos) << error.what();
    }
}

INSTANTIATE_TEST_SUITE_P(
    i18n, BadPoTest,
    ::testing::Values(BadPoCase{"unterminated_string", "msgid \"a\nmsgstr \"b\"\n"},
                      BadPoCase{"text_after_the_string", "msgid \"a\" x\nmsgstr \"b\"\n"},
                      BadPoCase{"string_without_keyword", "\"a\"\nmsgid \"a\"\nmsgstr \"b\"\n"},
                      BadPoCase{"msgstr_before_msgid", "msgstr \"b\"\n"},
                      BadPoCase{"entry_without_msgstr",
                                "msgid \"a\"\n\nmsgid \"b\"\nmsgstr \"\"\n"},
                      BadPoCase{"unknown_keyword", "msgid \"a\"\nmsgtxt \"b\"\n"}),
    case_name<BadPoCase>);

// An expected field: its text, number, name and spec.
struct ExpectedField {
    std::string text;
    std::optional<int> index;
    std::string name;
    std::string spec;
};

struct PlaceholderCase {
    std::string name;
    std::string format;
    std::vector<ExpectedField> fields;
};

// Shown by GoogleTest and CTest beside the test name.
void PrintTo(const PlaceholderCase& c, std::ostream* out) {
    *out << c.name;
}

class PlaceholderTest : public ::testing::TestWithParam<PlaceholderCase> {};

TEST_P(PlaceholderTest, AreFoundWithTheirParts) {
    const auto fields = find_placeholders(GetParam().format);
    ASSERT_EQ(fields.size(), GetParam().fields.size());
    std::set<std::string> texts;
    for (std::size_t i = 0; i < fields.size(); ++i) {
        const ExpectedField& expected = GetParam().fields[i];
        EXPECT_EQ(fields[i].text, expected.text) << "field " << i;
        EXPECT_EQ(fields[i].index, expected.index) << "field " << i;
        EXPECT_EQ(fields[i].name, expected.name) << "field " << i;
        EXPECT_EQ(fields[i].spec, expected.spec) << "field " << i;
        texts.insert(expected.text);
    }
    EXPECT_EQ(placeholder_set(GetParam().format), texts);
}

INSTANTIATE_TEST_SUITE_P(
    i18n, PlaceholderTest,
    ::testing::Values(
        PlaceholderCase{"none", "Your turn.", {}},
        PlaceholderCase{"numbered",
                        "{2} takes {0} piece from column {1}.",
                        {{"2", 2, "", ""}, {"0", 0, "", ""}, {"1", 1, "", ""}}},
        PlaceholderCase{
            "repeated", "Seed: {0} (replay with --seed {0})", {{"0", 0, "", ""}, {"0", 0, "", ""}}},
        PlaceholderCase{"with_spec", "Signature: {0:016x}\n", {{"0:016x", 0, "", "016x"}}},
        PlaceholderCase{"automatic",
                        "{} and {:>3}",
                        {{"", std::nullopt, "", ""}, {":>3", std::nullopt, "", ">3"}}},
        PlaceholderCase{"named", "{name}", {{"name", std::nullopt, "name", ""}}},
        PlaceholderCase{"escaped_braces", "{{0}} is literal, {1} is not }}", {{"1", 1, "", ""}}},
        PlaceholderCase{"nested_width", "{0:{1}}", {{"0:{1}", 0, "", "{1}"}}}),
    case_name<PlaceholderCase>);

}  // namespace
}  // namespace marienbad::testing
