import type { TextareaHTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';
import { controlClasses } from './input.tsx';

export type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement>;

export function Textarea({ className, rows = 4, ...props }: TextareaProps) {
  return (
    <textarea
      rows={rows}
      className={cn('min-h-24 resize-y py-2.5 leading-relaxed', controlClasses, className)}
      {...props}
    />
  );
}
