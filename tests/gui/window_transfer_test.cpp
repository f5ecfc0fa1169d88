// The window's Game menu and game ids, for every game through the same test code: Copy game id
// puts the id of the position on the board on the clipboard; Open game id… refuses a bad id with
// why, asks again, and opens the position the id names.
#include <gtest/gtest.h>

#include <QClipboard>
#include <QGuiApplication>

#include "catalogue/catalogue.hpp"
#include "catalogue/game_id.hpp"
#include "games/usage_error.hpp"
#include "support/game_params.hpp"
#include "support/pointable_cells.hpp"
#include "window_fixture.hpp"

namespace marienbad {
namespace {

using testing::game_name;
using testing::pointable_cells;
using testing::WindowGame;

class WindowTransferTest : public ::testing::TestWithParam<const GameDescription*> {
  protected:
    const GameDescription& game() const { return *GetParam(); }
};

INSTANTIATE_TEST_SUITE_P(EveryGame, WindowTransferTest, ::testing::ValuesIn(game_descriptions()),
                         game_name);

std::vector<std::pair<std::string, std::string>> between_people() {
    return {{"--players", "human-human"}};
}

// The dialogs answered by the test: the lines typed in turn, the warnings kept.
struct Answers {
    std::vector<QString> lines;
    std::vector<QString> warnings;
    std::vector<QString> asked_with;  // what the line's field held when asked

    TransferDialogs dialogs() {
        return {[this](const QString&, const QString&, const QString& typed) {
                    asked_with.push_back(typed);
                    if (lines.empty()) {
                        return std::optional<QString>();
                    }
                    const QString line = lines.front();
                    lines.erase(lines.begin());
                    return std::optional<QString>(line);
                },
                [this](const QString&, const QString& message) { warnings.push_back(message); }};
    }
};

TEST_P(WindowTransferTest, CopyGameIdGivesTheIdOfThePositionOnTheBoard) {
    WindowGame window(game(), between_people(), 11);
    window.click(pointable_cells(window.state().board).front());
    ASSERT_EQ(window.game().session().history().size(), 1U);
    window.window().action(QStringLiteral("copy-id"))->trigger();
    const std::string copied = QGuiApplication::clipboard()->text().toStdString();
    EXPECT_EQ(copied, game_id(window.game().session().setup_now()));
    EXPECT_NE(copied, game_id(window.game().session().setup()))
        << "the position now, not the start";
    EXPECT_TRUE(window.window().status_text().contains(QString::fromStdString(copied)));
}

TEST_P(WindowTransferTest, OpenGameIdRefusesABadIdThenOpensThePositionItNames) {
    WindowGame played(game(), between_people(), 12);
    played.click(pointable_cells(played.state().board).back());
    const std::string id = played.state().id;
    const BoardModel board = played.state().board;

    WindowGame window(game(), {{"--level", "2"}, {"--first", "human"}}, 13);
    Answers answers;
    answers.lines = {QStringLiteral("%s not an id"), QString::fromStdString(id)};
    window.window().set_transfer_dialogs(answers.dialogs());
    window.window().action(QStringLiteral("open-id"))->trigger();
    ASSERT_EQ(answers.warnings.size(), 1U);
    EXPECT_TRUE(answers.warnings.front().contains(QStringLiteral("is not a game id")))
        << answers.warnings.front().toStdString();
    ASSERT_EQ(answers.asked_with.size(), 2U);
    EXPECT_EQ(answers.asked_with.back(), QStringLiteral("%s not an id")) << "asked again with it";
    EXPECT_EQ(window.state().id, id);
    EXPECT_EQ(window.state().board, board);
    EXPECT_TRUE(window.game().session().history().empty());
    EXPECT_EQ(window.state().phase, PlayPhase::person_to_move) << "the window's settings kept";
}

}  // namespace
}  // namespace marienbad
