// A progress line rewritten in place with carriage returns.
#include "app/progress_line.hpp"

#include <ostream>

namespace marienbad {

void ProgressLine::show(const std::string& text) {
    if (!terminal_) {
        return;
    }
    const std::size_t length = text.size();
    errors_ << '\r' << text;
    if (length < shown_) {
        errors_ << std::string(shown_ - length, ' ') << '\r' << text;
    }
    errors_ << std::flush;
    shown_ = length;
}

void ProgressLine::clear() {
    if (shown_ > 0) {
        errors_ << '\r' << std::string(shown_, ' ') << '\r' << std::flush;
        shown_ = 0;
    }
}

}  // namespace marienbad
