// Translating with GNU gettext (the program). glibc picks the catalogue from the LANGUAGE
// variable unless the messages locale is "C", so the program falls back to the built-in C.UTF-8
// locale: French then works even on a machine where no French locale is generated.
#include <libintl.h>

#include <clocale>
#include <cstdlib>
#include <cstring>

#include "i18n/i18n.hpp"

namespace marienbad {

const char* tr(const char* msgid) {
    return dgettext(k_text_domain, msgid);
}

const char* ntr(const char* singular, const char* plural, long long count) {
    const auto n =
        count < 0 ? static_cast<unsigned long>(-count) : static_cast<unsigned long>(count);
    return dngettext(k_text_domain, singular, plural, n);
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
