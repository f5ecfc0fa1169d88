// Printing the controller's messages as they come.
#include "line/log_printer.hpp"

namespace marienbad {
namespace {

bool tells_the_end(MessageKind kind) {
    return kind == MessageKind::ending || kind == MessageKind::result ||
           kind == MessageKind::review;
}

}  // namespace

void LogPrinter::print_until_end(bool moves) {
    for (const Message& message : log_.since(printed_)) {
        if (tells_the_end(message.kind)) {
            return;
        }
        ++printed_;
        if (moves || message.kind != MessageKind::move) {
            print(message);
        }
    }
}

void LogPrinter::print_rest() {
    for (const Message& message : log_.since(printed_)) {
        print(message);
    }
    printed_ = log_.total();
}

void LogPrinter::print(const Message& message) {
    std::string_view text = message.text;
    if (!text.empty() && text.back() == '\n') {
        text.remove_suffix(1);
    }
    console_.line(text);
}

}  // namespace marienbad
