// Tests of the translation catalogues po/en.po and po/fr.po: each matches the template the build
// extracts from the sources, every entry is translated and none is fuzzy, each translation has
// the {fmt} placeholders of its English message, formats without error and keeps the layout
// (leading spaces, final newline). Then the translation layer itself: activate_language() loads
// the compiled catalogues so that tr(), ntr() and trf() speak the chosen language.
#include <gtest/gtest.h>

#include <fmt/args.h>
#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <functional>
#include <map>
#include <ostream>
#include <set>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "i18n/i18n.hpp"
#include "i18n/po_file.hpp"

#ifndef MARIENBAD_PO_DIRECTORY
#error "MARIENBAD_PO_DIRECTORY must name the source po/ directory"
#endif
#ifndef MARIENBAD_TEMPLATE
#error "MARIENBAD_TEMPLATE must name the build's marienbad.pot"
#endif
#ifndef MARIENBAD_LOCALE_DIRECTORY
#error "MARIENBAD_LOCALE_DIRECTORY must name the build's locale/ directory"
#endif

namespace marienbad::testing {
namespace {

using PluralRule = std::function<int(long long)>;

struct CatalogueCase {
    std::string code;                    // "fr": po/fr.po
    Language language;                   // what --lang selects for it
    std::string plural_forms;            // the Plural-Forms header it must declare
    PluralRule plural_index;             // the same rule, in C++
    bool translations_are_the_messages;  // true for English
};

const std::vector<CatalogueCase>& catalogue_cases() {
    static const std::vector<CatalogueCase> cases = {
        {"en", Language::english, "nplurals=2; plural=(n != 1);",
         [](long long n) { return n != 1 ? 1 : 0; }, true},
        {"fr", Language::french, "nplurals=2; plural=(n > 1);",
         [](long long n) { return n > 1 ? 1 : 0; }, false},
    };
    return cases;
}

// Shown by GoogleTest and CTest beside the test name.
void PrintTo(const CatalogueCase& c, std::ostream* out) {
    *out << "po/" << c.code << ".po";
}

std::string case_name(const ::testing::TestParamInfo<CatalogueCase>& info) {
    return info.param.code;
}

std::filesystem::path catalogue_path(const std::string& code) {
    return std::filesystem::path(MARIENBAD_PO_DIRECTORY) / (code + ".po");
}

// "fr.po:123 "Your turn."": where a failing entry is.
std::string where(const std::string& code, const PoEntry& entry) {
    std::string msgid;
    for (const char c : entry.msgid) {
        msgid += c == '\n' ? std::string("\\n") : std::string(1, c);
    }
    return fmt::format("{}.po:{} \"{}\"", code, entry.line, msgid);
}

// The English text each translation of `entry` stands for: msgstr against msgid; for a plural
// entry msgstr[0] against msgid and every other form against msgid_plural.
std::vector<std::pair<std::string, std::string>> source_translation_pairs(const PoEntry& entry) {
    std::vector<std::pair<std::string, std::string>> pairs;
    for (const auto& [index, translation] : entry.translations) {
        const bool plural_form = index > 0 && entry.msgid_plural;
        pairs.emplace_back(plural_form ? *entry.msgid_plural : entry.msgid, translation);
    }
    return pairs;
}

std::string joined(const std::set<std::string>& placeholders) {
    std::string text;
    for (const auto& placeholder : placeholders) {
        text += "{" + placeholder + "}";
    }
    return text.empty() ? "(none)" : text;
}

enum class ArgumentKind { text, integer, floating };

// What kind of value a format spec needs: "016x" an integer, ".2f" a floating-point number,
// ">3" or nothing anything (a string is given).
ArgumentKind argument_kind(std::string_view spec) {
    if (spec.empty()) {
        return ArgumentKind::text;
    }
    const char type = spec.back();
    if (std::string_view("bBcdoxX").find(type) != std::string_view::npos) {
        return ArgumentKind::integer;
    }
    if (std::string_view("aAeEfFgG").find(type) != std::string_view::npos) {
        return ArgumentKind::floating;
    }
    // A sign, '#' or zero padding only suit numbers.
    if (spec.find_first_of("+#") != std::string_view::npos || spec.front() == '0') {
        return ArgumentKind::integer;
    }
    return ArgumentKind::text;
}

// Stand-ins for the arguments the program passes with a message: as many as the English text
// (singular and plural) numbers, each of the kind its format spec needs. Fields without a
// number ("{}") count in order, as {fmt} numbers them.
fmt::dynamic_format_arg_store<fmt::format_context> dummy_arguments(
    const std::vector<std::string>& sources) {
    std::vector<ArgumentKind> kinds;
    for (const auto& source : sources) {
        int automatic = 0;
        for (const auto& field : find_placeholders(source)) {
            if (!field.name.empty()) {
                ADD_FAILURE() << "named field {" << field.text << "} in \"" << source
                              << "\": the messages number their fields";
                continue;
            }
            const auto index = static_cast<std::size_t>(field.index.value_or(automatic++));
            if (kinds.size() <= index) {
                kinds.resize(index + 1, ArgumentKind::text);
            }
            const ArgumentKind kind = argument_kind(field.spec);
            if (kind != ArgumentKind::text) {
                kinds[index] = kind;
            }
        }
    }
    fmt::dynamic_format_arg_store<fmt::format_context> arguments;
    for (const ArgumentKind kind : kinds) {
        switch (kind) {
            case ArgumentKind::integer:
                arguments.push_back(42);
                break;
            case ArgumentKind::floating:
                arguments.push_back(0.5);
                break;
            case ArgumentKind::text:
                arguments.push_back(std::string("word"));
                break;
        }
    }
    return arguments;
}

std::size_t leading_spaces(std::string_view text) {
    const auto first = text.find_first_not_of(' ');
    return first == std::string_view::npos ? text.size() : first;
}

class CatalogueTest : public ::testing::TestWithParam<CatalogueCase> {
  protected:
    void SetUp() override { catalogue_ = read_po_file(catalogue_path(GetParam().code)); }

    PoFile catalogue_;
};

TEST_P(CatalogueTest, HeaderDeclaresTheLanguageAndItsPlurals) {
    ASSERT_TRUE(catalogue_.header) << "no header entry (msgid \"\")";
    EXPECT_FALSE(catalogue_.header->is_fuzzy()) << "the header is marked fuzzy";
    EXPECT_EQ(catalogue_.header_field("Language"), GetParam().code);
    EXPECT_EQ(catalogue_.header_field("Plural-Forms"), GetParam().plural_forms);
    EXPECT_EQ(catalogue_.header_field("Content-Type"), "text/plain; charset=UTF-8");
    EXPECT_FALSE(catalogue_.header_field("PO-Revision-Date").empty());
    EXPECT_FALSE(catalogue_.header_field("Last-Translator").empty());
    EXPECT_FALSE(catalogue_.header_field("Language-Team").empty());
}

TEST_P(CatalogueTest, HoldsExactlyTheMessagesOfTheTemplate) {
    const PoFile template_file = read_po_file(MARIENBAD_TEMPLATE);
    ASSERT_FALSE(template_file.entries.empty());
    const auto key = [](const PoEntry& entry) {
        return entry.context.value_or("") + '\x04' + entry.msgid;
    };
    std::map<std::string, const PoEntry*> in_catalogue;
    for (const auto& entry : catalogue_.entries) {
        EXPECT_TRUE(in_catalogue.emplace(key(entry), &entry).second)
            << where(GetParam().code, entry) << " appears twice";
    }
    for (const auto& wanted : template_file.entries) {
        const auto found = in_catalogue.find(key(wanted));
        if (found == in_catalogue.end()) {
            ADD_FAILURE() << GetParam().code << ".po misses \"" << wanted.msgid
                          << "\" (run scripts/update-translations)";
            continue;
        }
        EXPECT_EQ(found->second->msgid_plural, wanted.msgid_plural)
            << where(GetParam().code, *found->second);
        in_catalogue.erase(found);
    }
    for (const auto& [unused, entry] : in_catalogue) {
        ADD_FAILURE() << where(GetParam().code, *entry)
                      << " is no longer in the sources (run scripts/update-translations)";
    }
}

TEST_P(CatalogueTest, EveryEntryIsTranslated) {
    ASSERT_FALSE(catalogue_.entries.empty());
    for (const auto& entry : catalogue_.entries) {
        const int forms = entry.msgid_plural ? 2 : 1;
        EXPECT_EQ(static_cast<int>(entry.translations.size()), forms)
            << where(GetParam().code, entry) << " should have " << forms << " msgstr";
        for (int form = 0; form < forms; ++form) {
            const auto translation = entry.translations.find(form);
            EXPECT_TRUE(translation != entry.translations.end() && !translation->second.empty())
                << where(GetParam().code, entry) << " has no translation for form " << form;
        }
    }
}

TEST_P(CatalogueTest, NoEntryIsFuzzy) {
    for (const auto& entry : catalogue_.entries) {
        EXPECT_FALSE(entry.is_fuzzy()) << where(GetParam().code, entry) << " is marked fuzzy";
    }
}

TEST_P(CatalogueTest, TranslationsKeepThePlaceholdersOfTheMessage) {
    for (const auto& entry : catalogue_.entries) {
        const auto singular = placeholder_set(entry.msgid);
        for (const auto& [form, translation] : entry.translations) {
            const auto used = placeholder_set(translation);
            if (!entry.msgid_plural) {
                EXPECT_EQ(used, singular)
                    << where(GetParam().code, entry) << ": \"" << translation << "\" uses "
                    << joined(used) << ", the message " << joined(singular);
                continue;
            }
            const auto plural = placeholder_set(*entry.msgid_plural);
            if (form > 0) {
                EXPECT_EQ(used, plural)
                    << where(GetParam().code, entry) << ": form " << form << " \"" << translation
                    << "\" uses " << joined(used) << ", the plural message " << joined(plural);
                continue;
            }
            // The English singular may leave out the count ("one piece"); the translation of
            // the singular may use it, as the plural message does.
            const bool keeps_singular = std::ranges::includes(used, singular);
            const bool extras_from_plural = std::ranges::all_of(used, [&](const std::string& p) {
                return singular.contains(p) || plural.contains(p);
            });
            EXPECT_TRUE(keeps_singular && extras_from_plural)
                << where(GetParam().code, entry) << ": form 0 \"" << translation << "\" uses "
                << joined(used) << ", the message " << joined(singular) << " and its plural "
                << joined(plural);
        }
    }
}

TEST_P(CatalogueTest, TranslationsFormatWithTheMessageArguments) {
    for (const auto& entry : catalogue_.entries) {
        std::vector<std::string> sources = {entry.msgid};
        if (entry.msgid_plural) {
            sources.push_back(*entry.msgid_plural);
        }
        const auto arguments = dummy_arguments(sources);
        for (const auto& source : sources) {
            EXPECT_NO_THROW((void)fmt::vformat(source, arguments))
                << "the English message \"" << source << "\" itself does not format";
        }
        for (const auto& [form, translation] : entry.translations) {
            try {
                (void)fmt::vformat(translation, arguments);
            } catch (const fmt::format_error& error) {
                ADD_FAILURE() << where(GetParam().code, entry) << ": form " << form << " \""
                              << translation << "\" does not format: " << error.what();
            }
        }
    }
}

TEST_P(CatalogueTest, TranslationsKeepTheLayoutOfTheMessage) {
    for (const auto& entry : catalogue_.entries) {
        for (const auto& [source, translation] : source_translation_pairs(entry)) {
            EXPECT_EQ(leading_spaces(translation), leading_spaces(source))
                << where(GetParam().code, entry) << ": \"" << translation
                << "\" changes the indentation";
            EXPECT_EQ(translation.ends_with('\n'), source.ends_with('\n'))
                << where(GetParam().code, entry) << ": \"" << translation
                << "\" changes the final newline";
            EXPECT_EQ(std::ranges::count(translation, '\n'), std::ranges::count(source, '\n'))
                << where(GetParam().code, entry) << ": \"" << translation
                << "\" changes the number of lines";
            // Some columns are aligned by byte counts: plain spaces only.
            EXPECT_TRUE(translation.find("\u00a0") == std::string::npos)
                << where(GetParam().code, entry) << " has a no-break space";
            EXPECT_TRUE(translation.find("\u202f") == std::string::npos)
                << where(GetParam().code, entry) << " has a narrow no-break space";
        }
    }
}

TEST_P(CatalogueTest, TranslationsDifferFromTheEnglishAsExpected) {
    std::size_t same = 0;
    std::size_t total = 0;
    for (const auto& entry : catalogue_.entries) {
        for (const auto& [source, translation] : source_translation_pairs(entry)) {
            ++total;
            if (translation == source) {
                ++same;
            }
            if (GetParam().translations_are_the_messages) {
                EXPECT_EQ(translation, source) << where(GetParam().code, entry);
            }
        }
    }
    if (!GetParam().translations_are_the_messages) {
        // A few messages read the same in both languages ("expert", "total", "OPTIONS"); a
        // catalogue mostly equal to the English was filled by a tool, not translated.
        EXPECT_LT(same * 10, total)
            << same << " of " << total << " translations are the English message itself";
    }
}

INSTANTIATE_TEST_SUITE_P(i18n, CatalogueTest, ::testing::ValuesIn(catalogue_cases()), case_name);

// The translation layer, with the catalogues the build compiled into build/locale.
class LanguageActivationTest : public ::testing::TestWithParam<CatalogueCase> {
  protected:
    void SetUp() override { catalogue_ = read_po_file(catalogue_path(GetParam().code)); }

    // Switches to the other language first, so that each test also checks switching.
    void activate() const {
        const Language other =
            GetParam().language == Language::french ? Language::english : Language::french;
        activate_language(other, MARIENBAD_LOCALE_DIRECTORY);
        activate_language(GetParam().language, MARIENBAD_LOCALE_DIRECTORY);
    }

    const PoEntry& entry(std::string_view msgid) const {
        const auto found = std::ranges::find(catalogue_.entries, msgid, &PoEntry::msgid);
        if (found == catalogue_.entries.end()) {
            throw std::runtime_error(GetParam().code + ".po has no \"" + std::string(msgid) + "\"");
        }
        return *found;
    }

    PoFile catalogue_;
};

TEST_P(LanguageActivationTest, TrReturnsTheTranslationOfTheCatalogue) {
    const std::string expected = entry("Your turn.").translations.at(0);
    if (GetParam().language == Language::french) {
        EXPECT_NE(expected, "Your turn.");
    }
    activate();
    EXPECT_EQ(std::string(tr("Your turn.")), expected);
    EXPECT_EQ(std::string(tr("The computer")), entry("The computer").translations.at(0));
}

TEST_P(LanguageActivationTest, NtrChoosesTheFormByTheLanguagePluralRule) {
    const char* singular = "You take {0} piece from column {1}.";
    const char* plural = "You take {0} pieces from column {1}.";
    const PoEntry& translations = entry(singular);
    activate();
    // 0 takes the singular in French and the plural in English.
    for (const long long count : {0LL, 1LL, 2LL, 7LL}) {
        EXPECT_EQ(std::string(ntr(singular, plural, count)),
                  translations.translations.at(GetParam().plural_index(count)))
            << "count " << count;
    }
}

TEST_P(LanguageActivationTest, TrfFormatsTheTranslation) {
    const char* message = "Seed: {0} (replay this game with --seed {0})";
    const std::string translation = entry(message).translations.at(0);
    activate();
    EXPECT_EQ(trf(message, 12345), fmt::format(fmt::runtime(translation), 12345));
    EXPECT_NE(trf(message, 12345).find("--seed 12345"), std::string::npos);
}

std::string language_name(const ::testing::TestParamInfo<CatalogueCase>& info) {
    return info.param.language == Language::french ? "french" : "english";
}

INSTANTIATE_TEST_SUITE_P(i18n, LanguageActivationTest, ::testing::ValuesIn(catalogue_cases()),
                         language_name);

}  // namespace
}  // namespace marienbad::testing
