// The catalogue reader (i18n/mo_catalogue.hpp), which the web page translates with, against the
// catalogues' sources and against the translation layer of the build: for every message of
// po/en.po and po/fr.po, the compiled catalogue read by MoCatalogue gives the PO file's
// translation, and tr()/ntr() give the same — GNU gettext's in the program, so both ways of
// reading a catalogue are checked to say the same thing; the reader's own in the browser's build.
// A file that is not a catalogue is refused, never read past its end.
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <string>

#include "i18n/i18n.hpp"
#include "i18n/mo_catalogue.hpp"
#include "i18n/po_file.hpp"

#ifndef MARIENBAD_PO_DIRECTORY
#error "MARIENBAD_PO_DIRECTORY must name the source po/ directory"
#endif
#ifndef MARIENBAD_LOCALE_DIRECTORY
#error "MARIENBAD_LOCALE_DIRECTORY must name the build's locale/ directory"
#endif

namespace marienbad::testing {
namespace {

struct Catalogue {
    std::string code;
    Language language;
    int (*plural_index)(unsigned long);  // the rule its header declares
};

const Catalogue k_english{"en", Language::english, [](unsigned long n) { return n != 1 ? 1 : 0; }};
const Catalogue k_french{"fr", Language::french, [](unsigned long n) { return n > 1 ? 1 : 0; }};

std::filesystem::path compiled_catalogue(const Catalogue& catalogue) {
    return std::filesystem::path(MARIENBAD_LOCALE_DIRECTORY) / catalogue.code / "LC_MESSAGES" /
           "marienbad.mo";
}

PoFile po_source(const Catalogue& catalogue) {
    return read_po_file(std::filesystem::path(MARIENBAD_PO_DIRECTORY) / (catalogue.code + ".po"));
}

class MoCatalogueTest : public ::testing::TestWithParam<Catalogue> {};

TEST_P(MoCatalogueTest, GivesThePoFilesTranslationOfEveryMessage) {
    const auto read = MoCatalogue::read(compiled_catalogue(GetParam()));
    ASSERT_TRUE(read) << compiled_catalogue(GetParam());
    const PoFile po = po_source(GetParam());
    EXPECT_EQ(read->size(), po.entries.size());
    for (const PoEntry& entry : po.entries) {
        if (!entry.msgid_plural) {
            EXPECT_EQ(std::string(read->translate(entry.msgid.c_str())), entry.translations.at(0))
                << entry.msgid;
            continue;
        }
        for (const unsigned long count : {0UL, 1UL, 2UL, 5UL, 21UL}) {
            EXPECT_EQ(std::string(
                          read->translate(entry.msgid.c_str(), entry.msgid_plural->c_str(), count)),
                      entry.translations.at(GetParam().plural_index(count)))
                << entry.msgid << ", count " << count;
        }
    }
}

TEST_P(MoCatalogueTest, TheTranslationLayerSaysWhatTheReaderSays) {
    const auto read = MoCatalogue::read(compiled_catalogue(GetParam()));
    ASSERT_TRUE(read);
    activate_language(GetParam().language, MARIENBAD_LOCALE_DIRECTORY);
    for (const PoEntry& entry : po_source(GetParam()).entries) {
        const char* msgid = entry.msgid.c_str();
        if (!entry.msgid_plural) {
            EXPECT_STREQ(tr(msgid), read->translate(msgid));
            continue;
        }
        const char* plural = entry.msgid_plural->c_str();
        for (const long long count : {0LL, 1LL, 2LL, -1LL, 7LL}) {
            EXPECT_STREQ(ntr(msgid, plural, count),
                         read->translate(msgid, plural,
                                         static_cast<unsigned long>(count < 0 ? -count : count)))
                << msgid << ", count " << count;
        }
    }
    activate_language(Language::english, MARIENBAD_LOCALE_DIRECTORY);
}

TEST_P(MoCatalogueTest, AMessageWithNoTranslationIsItself) {
    const auto read = MoCatalogue::read(compiled_catalogue(GetParam()));
    ASSERT_TRUE(read);
    const char* unknown = "No catalogue has this message.";
    EXPECT_EQ(read->translate(unknown), unknown);
    EXPECT_STREQ(read->translate("{0} thing", "{0} things", 1), "{0} thing");
    EXPECT_STREQ(read->translate("{0} thing", "{0} things", 0), "{0} things");
}

std::string catalogue_name(const ::testing::TestParamInfo<Catalogue>& info) {
    return info.param.code;
}

INSTANTIATE_TEST_SUITE_P(i18n, MoCatalogueTest, ::testing::Values(k_english, k_french),
                         catalogue_name);

TEST(MoCatalogue, RefusesWhatIsNotACatalogue) {
    EXPECT_FALSE(MoCatalogue::parse(""));
    EXPECT_FALSE(MoCatalogue::parse("msgid \"Your turn.\"\nmsgstr \"À toi.\"\n"));
    EXPECT_FALSE(MoCatalogue::read(std::filesystem::path(MARIENBAD_LOCALE_DIRECTORY) / "none.mo"));
}

TEST(MoCatalogue, RefusesACatalogueCutShortWithoutReadingPastItsEnd) {
    std::string bytes;
    {
        const auto path = compiled_catalogue(k_french);
        std::FILE* file = std::fopen(path.c_str(), "rb");
        ASSERT_NE(file, nullptr);
        char buffer[4096];
        for (std::size_t got = 0; (got = std::fread(buffer, 1, sizeof buffer, file)) > 0;) {
            bytes.append(buffer, got);
        }
        std::fclose(file);
    }
    ASSERT_TRUE(MoCatalogue::parse(bytes));
    for (const std::size_t kept :
         {std::size_t{4}, std::size_t{27}, std::size_t{200}, bytes.size() / 2, bytes.size() - 1}) {
        EXPECT_FALSE(MoCatalogue::parse(bytes.substr(0, kept))) << kept << " bytes";
    }
}

TEST(MoCatalogue, LanguageWithoutItsCatalogueSpeaksEnglish) {
    activate_language(Language::french, std::filesystem::path(MARIENBAD_LOCALE_DIRECTORY) / "none");
    EXPECT_STREQ(tr("Your turn."), "Your turn.");
    EXPECT_STREQ(
        ntr("You take {0} piece from column {1}.", "You take {0} pieces from column {1}.", 0),
        "You take {0} pieces from column {1}.");
    activate_language(Language::english, MARIENBAD_LOCALE_DIRECTORY);
}

}  // namespace
}  // namespace marienbad::testing
