// Translating with the catalogue reader (i18n/mo_catalogue.hpp): the browser's build, where the
// C library's gettext cannot open a catalogue. The catalogues are read from the same directory
// tree as gettext's (<dir>/<lang>/LC_MESSAGES/marienbad.mo). What gettext keeps for the whole
// program, this keeps too, in one place: every catalogue loaded (so a text returned stays valid
// after the language changes, as gettext's do) and the active one.
#include <map>

#include "i18n/i18n.hpp"
#include "i18n/mo_catalogue.hpp"

namespace marienbad {
namespace {

struct Translations {
    std::map<std::filesystem::path, MoCatalogue> loaded;  // by file, never dropped
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

void activate_language(Language language, const std::filesystem::path& locale_directory) {
    Translations& kept = translations();
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
