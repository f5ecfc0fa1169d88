// A terminal for tests: a fixed size and look, keys from a script (a step may resize the
// terminal first), every frame kept as text and styles. Waits with a time limit (the computer's
// move shown) pass at once with no key, unless the next step is a key pressed meanwhile; when the
// script is over the terminal stops the interface as a signal would.
#pragma once

#include <deque>
#include <optional>
#include <string>
#include <vector>

#include "tui/screen.hpp"
#include "tui/terminal_io.hpp"

namespace marienbad {

struct ScriptStep {
    Key key;
    std::optional<ScreenSize> resize = {};  // the terminal's new size, before the key
    bool while_shown = false;               // pressed while the computer's move is shown
};

class ScriptedTerminal final : public TerminalIO {
  public:
    ScriptedTerminal(ScreenSize size, ScreenLook look, std::vector<ScriptStep> script)
        : size_(size), look_(look), script_(script.begin(), script.end()) {}

    ScreenSize size() const override { return size_; }
    ScreenLook look() const override { return look_; }
    void show(const Screen& screen) override {
        frames_.push_back(screen.text());
        styles_.push_back(screen.styles());
    }
    std::optional<Key> read_key(std::chrono::milliseconds timeout) override {
        if (timeout.count() >= 0 && (script_.empty() || !script_.front().while_shown)) {
            return std::nullopt;
        }
        if (script_.empty()) {
            return Key::of(KeyCode::stop);
        }
        const ScriptStep step = script_.front();
        script_.pop_front();
        if (step.resize) {
            size_ = *step.resize;
        }
        return step.key;
    }

    const std::vector<std::string>& frames() const { return frames_; }
    const std::vector<std::string>& styles() const { return styles_; }
    const std::string& last_frame() const { return frames_.back(); }
    bool script_done() const { return script_.empty(); }

  private:
    ScreenSize size_;
    ScreenLook look_;
    std::deque<ScriptStep> script_;
    std::vector<std::string> frames_;
    std::vector<std::string> styles_;
};

// Keys from a string: each character a key, and `<` `>` `^` `v` the arrows, `\n` Enter.
inline std::vector<ScriptStep> keys(std::string_view typed) {
    std::vector<ScriptStep> steps;
    for (const char c : typed) {
        switch (c) {
            case '<':
                steps.push_back({Key::of(KeyCode::left)});
                break;
            case '>':
                steps.push_back({Key::of(KeyCode::right)});
                break;
            case '^':
                steps.push_back({Key::of(KeyCode::up)});
                break;
            case 'v':
                steps.push_back({Key::of(KeyCode::down)});
                break;
            case '\n':
                steps.push_back({Key::of(KeyCode::enter)});
                break;
            default:
                steps.push_back({Key::of(c)});
                break;
        }
    }
    return steps;
}

}  // namespace marienbad
