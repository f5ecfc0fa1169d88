// Translating with the catalogue reader (i18n/mo_catalogue.hpp): the browser's build, where the
// C library's gettext cannot open a catalogue. The catalogues are read from the same directory
// tree as gettext's (<dir>/<lang>/LC_MESSAGES/marienbad.mo), or given in memory (the page fetches
// the catalogue of a language when it is first shown). What gettext keeps for the whole program,
// this keeps too, in one place: every catalogue loaded (so a text returned stays valid after the
// language changes, as gettext's do) and the active one.
#include "i18n/catalogue_translation.hpp"

#include <map>

#include "i18n/i18n.hpp"
#include "i18n/mo_catalogue.hpp"

namespace marienbad {
namespace {

struct Translations {
    std::map<std::filesystem::path, MoCatalogue> loaded;  // by file, never dropped
    std::map<Language, MoCatalogue> given;                // in memory, never dropped
    const MoCatalogue* active = nullptr;                  // none: the English messages
};

Translations& translations() {
    static Translations kept;
    return kept;
}

}  // namespace

const char* tr(const char* msgid) {
    const MoCatalogue* active = translations().active;
    return active != nullptr ? active->translate(msgid) : msgid;
}

const char* ntr(const char* singular, const char* plural, long long count) {
    const auto n =
        count < 0 ? static_cast<unsigned long>(-count) : static_cast<unsigned long>(count);
    const MoCatalogue* active = translations().active;
    if (active == nullptr) {
        return n == 1 ? singular : plural;
    }
    return active->translate(singular, plural, n);
}

bool give_catalogue(Language language, std::string bytes) {
    Translations& kept = translations();
    if (kept.given.contains(language)) {
        return true;  // the first stays: texts already returned point into it
    }
    std::optional<MoCatalogue> parsed = MoCatalogue::parse(std::move(bytes));
    if (!parsed) {
        return false;
    }
    kept.given.emplace(language, std::move(*parsed));
    return true;
}

void activate_language(Language language, const std::filesystem::path& locale_directory) {
    Translations& kept = translations();
    if (const auto given = kept.given.find(language); given != kept.given.end()) {
        kept.active = &given->second;
        return;
    }
    if (locale_directory.empty()) {
        kept.active = nullptr;  // no directory (the page): the catalogues given, else English
        return;
    }
    const std::filesystem::path file = locale_directory /
                                       (language == Language::french ? "fr" : "en") /
                                       "LC_MESSAGES" / (std::string(k_text_domain) + ".mo");
    auto found = kept.loaded.find(file);
    if (found == kept.loaded.end()) {
        std::optional<MoCatalogue> read = MoCatalogue::read(file);
        if (!read) {
            kept.active = nullptr;  // as gettext without a catalogue: the English messages
            return;
        }
        found = kept.loaded.emplace(file, std::move(*read)).first;
    }
    kept.active = &found->second;
}

}  // namespace marienbad
