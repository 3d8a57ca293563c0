import { useCallback, useEffect, useRef, useState } from 'react';
import { BOT_GREETING, botReplies } from './help-bot';

export interface BotMessage {
  id: number;
  from: 'bot' | 'user';
  text: string;
  offersContact?: boolean;
  link?: { label: string; to: string };
}

/** The bot's thread: the greeting, the user's questions and the answers as they are "typed". */
export function useHelpBot() {
  const nextId = useRef(1);
  const [messages, setMessages] = useState<BotMessage[]>(() => [
    { id: 0, from: 'bot', text: BOT_GREETING },
  ]);
  const [isTyping, setTyping] = useState(false);
  const timers = useRef<number[]>([]);

  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);

  const ask = useCallback(
    (question: string) => {
      const replies = botReplies(question, messages.length);
      setMessages((current) => [
        ...current,
        { id: nextId.current++, from: 'user', text: question },
      ]);
      setTyping(true);
      let at = 0;
      replies.forEach((reply, index) => {
        at += reply.delayMs;
        const timer = window.setTimeout(() => {
          setMessages((current) => [
            ...current,
            {
              id: nextId.current++,
              from: 'bot',
              text: reply.text,
              offersContact: reply.offersContact,
              link: reply.link,
            },
          ]);
          if (index === replies.length - 1) setTyping(false);
        }, at);
        timers.current.push(timer);
      });
    },
    [messages.length],
  );

  return { messages, isTyping, ask };
}
