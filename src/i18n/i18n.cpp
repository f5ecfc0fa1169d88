// What every build of the translation layer shares: the language named or asked for by the
// environment, and where the catalogues are. Translating is GNU gettext's in the program
// (i18n/gettext_translation.cpp), the catalogue reader's in the browser
// (i18n/catalogue_translation.cpp).
#include "i18n/i18n.hpp"

#include <cstdlib>
#include <cstring>
#include <system_error>

#ifndef MARIENBAD_INSTALLED_LOCALEDIR
#define MARIENBAD_INSTALLED_LOCALEDIR "/usr/local/share/locale"
#endif
// Where an installation puts the catalogues, relative to the program's directory (P/games and
// P/share/locale: "../share/locale"); empty when either place was configured as an absolute path.
#ifndef MARIENBAD_LOCALEDIR_FROM_PROGRAM
#define MARIENBAD_LOCALEDIR_FROM_PROGRAM ""
#endif

namespace marienbad {

std::optional<Language> parse_language(std::string_view name) {
    if (name == "en" || name == "english" || name == "English") {
        return Language::english;
    }
    if (name == "fr" || name == "french" || name == "French" || name == "français" ||
        name == "francais") {
        return Language::french;
    }
    return std::nullopt;
}

Language language_from_environment() {
    for (const char* variable : {"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"}) {
        const char* value = std::getenv(variable);
        if (value != nullptr && *value != '\0') {
            return std::strncmp(value, "fr", 2) == 0 ? Language::french : Language::english;
        }
    }
    return Language::english;
}

std::filesystem::path default_locale_directory() {
    std::error_code error;
    const auto executable = std::filesystem::read_symlink("/proc/self/exe", error);
    if (!error) {
        const std::string_view from_program = MARIENBAD_LOCALEDIR_FROM_PROGRAM;
        for (const auto& relative : {std::string_view("locale"), from_program}) {
            if (relative.empty()) {
                continue;
            }
            const auto candidate = (executable.parent_path() / relative).lexically_normal();
            if (std::filesystem::is_directory(candidate, error)) {
                return candidate;
            }
        }
    }
    return MARIENBAD_INSTALLED_LOCALEDIR;
}

}  // namespace marienbad
