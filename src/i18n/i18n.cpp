// GNU gettext set-up. glibc picks the catalogue from the LANGUAGE variable unless the messages
// locale is "C", so the program falls back to the built-in C.UTF-8 locale: French then works
// even on a machine where no French locale is generated.
#include "i18n/i18n.hpp"

#include <libintl.h>

#include <array>
#include <clocale>
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

const char* tr(const char* msgid) {
    return dgettext(k_text_domain, msgid);
}

const char* ntr(const char* singular, const char* plural, long long count) {
    const auto n =
        count < 0 ? static_cast<unsigned long>(-count) : static_cast<unsigned long>(count);
    return dngettext(k_text_domain, singular, plural, n);
}

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

void activate_language(Language language, const std::filesystem::path& locale_directory) {
    if (std::setlocale(LC_ALL, "") == nullptr) {
        std::setlocale(LC_ALL, "C.UTF-8");
    }
    // Numbers on the command line and in answers are read the same way in every language.
    std::setlocale(LC_NUMERIC, "C");
    const char* messages = std::setlocale(LC_MESSAGES, nullptr);
    if (messages == nullptr || std::strcmp(messages, "C") == 0 ||
        std::strcmp(messages, "POSIX") == 0) {
        std::setlocale(LC_MESSAGES, "C.UTF-8");
    }
    setenv("LANGUAGE", language == Language::french ? "fr" : "en", 1);
    bindtextdomain(k_text_domain, locale_directory.c_str());
    bind_textdomain_codeset(k_text_domain, "UTF-8");
    // Changing LANGUAGE does not flush gettext's cache; re-selecting the domain does.
    textdomain(k_text_domain);
}

}  // namespace marienbad
