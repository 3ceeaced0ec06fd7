'use client'

import type { ComponentProps } from 'react'

/**
 * A GET form whose empty fields stay out of the address, so applying filters with no price typed
 * gives `/search?brand=x`, not `/search?brand=x&min=&max=`. Without JavaScript it is a plain form.
 */
export function GetForm(props: Omit<ComponentProps<'form'>, 'method' | 'onSubmit'>) {
  return (
    <form
      {...props}
      method="get"
      onSubmit={(e) => {
        const empty = Array.from(e.currentTarget.elements).filter((el): el is HTMLInputElement => el instanceof HTMLInputElement && el.name !== '' && el.type !== 'checkbox' && el.value.trim() === '')
        // Disabled fields are left out of what the browser sends; they are back for the next visit.
        for (const el of empty) el.disabled = true
        setTimeout(() => empty.forEach((el) => (el.disabled = false)))
      }}
    />
  )
}
